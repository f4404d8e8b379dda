import {
  ComicMessage,
  INVITATION_VALID_DAYS,
  INVITATIONS_PER_DAY,
  InvitationStatus,
  TeamMessage,
  UserPermission,
  canExpireInvitation,
  canGrantPermission,
  enumDisplayName,
  higherPermission,
  normaliseEnumValue,
  validateInvitation,
} from '@inkcast/schema';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { User } from '../accounts/user.entity';
import { epoch } from '../comics/comic-views';
import { teamOf } from '../comics/content';
import { config } from '../common/config';
import { apiError, badUserInput } from '../common/errors';
import { EventsService } from '../common/events';
import { MailService } from '../common/mail';
import type { InternalSeriesType } from '../generated/internal';
import { NO_ACCESS, PermissionsService, TeamContentType } from './permissions.service';
import { TeamContent, findTeamContent, internalType, requireTeamContent } from './team-content';

/** An invitation row with its status as users see it (a PENDING one past its validity reads EXPIRED). */
interface InvitationRow {
  id: number;
  content_type: TeamContentType;
  content_uuid: string;
  email: string;
  permission: UserPermission;
  status: InvitationStatus;
  created_at: Date;
}

const INVITATION_SELECT = `SELECT id, content_type, content_uuid, email, permission, created_at,
  CASE WHEN status = 'PENDING' AND created_at <= now() - make_interval(days => ${INVITATION_VALID_DAYS}) THEN 'EXPIRED' ELSE status END AS status
  FROM invitation`;

/** InternalInvitation of the dashboard SDL. */
export function invitationView(r: InvitationRow) {
  return {
    id: String(r.id),
    contentUuid: r.content_uuid,
    contentType: internalType(r.content_type),
    email: r.email,
    permission: r.permission,
    status: r.status,
    createdAt: epoch(r.created_at),
  };
}

/** What the invited person may do, in the mail (schema/src/team.ts PERMISSIONS). */
const PERMISSION_WORDS: Record<string, string> = {
  ADMIN: 'view, edit, publish and delete it and invite others',
  CONTRIBUTOR: 'view and edit it',
  VIEWER: 'view it',
};

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Team invitations (spec 001 §3 Invitation, §4, §5, §7 Team): a member with the invite permission
 * invites an e-mail address with a level no higher than their own (never OWNER); the address gets
 * a link to /team-invitation/{token} of the web app (/invitation/{code} is the developer invite codes' page) (the token is stored only as its SHA-256); the
 * signed-in user with that address accepts it and joins the item's team. A PENDING invitation can
 * be expired; after INVITATION_VALID_DAYS it expires by itself.
 */
@Injectable()
export class InvitationsService {
  private readonly logger = new Logger(InvitationsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly permissions: PermissionsService,
    private readonly mail: MailService,
    private readonly events: EventsService,
  ) {}

  /** Invitations of an item, newest first (invite permission). */
  async list(userId: number, contentType: InternalSeriesType, contentUuid: string): Promise<ReturnType<typeof invitationView>[]> {
    await requireTeamContent(this.db.manager, userId, contentType, contentUuid, 'invite');
    const rows: InvitationRow[] = await this.db.query(`${INVITATION_SELECT} WHERE content_uuid = $1 ORDER BY created_at DESC, id DESC`, [contentUuid]);
    return rows.map(invitationView);
  }

  /**
   * Invites `email` to the item's team with `permission` and e-mails the link, in one transaction
   * (a mail the SMTP server refuses leaves no invitation behind). Errors: ACCESS_NOT_ALLOWED without
   * the invite permission; BAD_USER_INPUT 'Email does not look valid', 'Please select a valid
   * permission' (also for a level above the inviter's or OWNER), an address already on the team, or
   * past INVITATIONS_PER_DAY; INKCAST_SERVER_ERROR with a clear message when the mail cannot be sent.
   */
  async invite(user: User, contentType: InternalSeriesType, contentUuid: string, form: { email?: string | null; permission?: string | null }) {
    const row = await this.db.transaction(async (tx) => {
      const content = await requireTeamContent(tx, user.id, contentType, contentUuid, 'invite');
      const problem = validateInvitation(form);
      if (problem) throw badUserInput(problem);
      const email = form.email!.trim().toLowerCase();
      const permission = normaliseEnumValue(form.permission) as UserPermission;
      if (!canGrantPermission(content.permission, permission)) throw badUserInput(ComicMessage.INVITATION_PERMISSION_INVALID);
      const members: unknown[] = await tx.query(`SELECT 1 FROM content_permission p JOIN users u ON u.id = p.user_id WHERE p.content_uuid = $1 AND u.email = $2`, [content.uuid, email]);
      if (members.length) throw badUserInput(TeamMessage.ALREADY_MEMBER);
      const [{ sent }]: { sent: number }[] = await tx.query(`SELECT count(*)::int AS sent FROM invitation WHERE invited_by = $1 AND created_at > now() - interval '1 day'`, [user.id]);
      if (sent >= INVITATIONS_PER_DAY) throw badUserInput(TeamMessage.INVITATIONS_TOO_MANY);
      const token = randomBytes(32).toString('base64url');
      const [inserted]: InvitationRow[] = await tx.query(
        `INSERT INTO invitation (content_type, content_uuid, email, permission, token_hash, invited_by) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, content_type, content_uuid, email, permission, status, created_at`,
        [content.type, content.uuid, email, permission, hash(token), user.id],
      );
      await this.sendMail(user, content, email, permission, token);
      return inserted;
    });
    return invitationView(row);
  }

  /**
   * Expires a PENDING invitation (invite permission on its item; spec 001 §4). ACCESS_NOT_ALLOWED for
   * an unknown id or without the permission; BAD_USER_INPUT 'Only a pending invitation can be expired.'
   */
  async expire(user: User, id: string) {
    const invitationId = Number(id);
    if (!Number.isSafeInteger(invitationId) || invitationId <= 0) throw apiError('ACCESS_NOT_ALLOWED', NO_ACCESS);
    const row = await this.db.transaction(async (tx) => {
      const [current]: InvitationRow[] = await tx.query(`${INVITATION_SELECT} WHERE id = $1 FOR UPDATE`, [invitationId]);
      if (!current) throw apiError('ACCESS_NOT_ALLOWED', NO_ACCESS);
      await requireTeamContent(tx, user.id, internalType(current.content_type), current.content_uuid, 'invite');
      if (!canExpireInvitation(current.status)) throw badUserInput(TeamMessage.INVITATION_NOT_PENDING);
      await tx.query(`UPDATE invitation SET status = 'EXPIRED', updated_at = now() WHERE id = $1`, [invitationId]);
      return { ...current, status: 'EXPIRED' as const };
    });
    return invitationView(row);
  }

  /**
   * Accepts the invitation of an e-mailed link: the signed-in user, whose address must be the
   * invited one, joins the item's team with the invited level (a higher level they already hold is
   * kept) and becomes a creator (the creator dashboard lists the item). BAD_USER_INPUT for an
   * unknown, expired or already accepted link; ACCESS_NOT_ALLOWED for another address.
   */
  async accept(user: User, token: string) {
    if (typeof token !== 'string' || !token.trim() || token.length > 200) throw badUserInput(TeamMessage.INVITATION_LINK_INVALID);
    let team: number[] = [];
    const row = await this.db.transaction(async (tx) => {
      const [invitation]: InvitationRow[] = await tx.query(`${INVITATION_SELECT} WHERE token_hash = $1 FOR UPDATE`, [hash(token.trim())]);
      const content = invitation && (await findTeamContent(tx, user.id, invitation.content_type, invitation.content_uuid, true));
      if (!invitation || !content) throw badUserInput(TeamMessage.INVITATION_LINK_INVALID);
      if (invitation.status === 'ACCEPTED') throw badUserInput(TeamMessage.INVITATION_ALREADY_ACCEPTED);
      if (invitation.status === 'EXPIRED') throw badUserInput(TeamMessage.INVITATION_EXPIRED);
      if (invitation.email !== user.email.trim().toLowerCase()) throw apiError('ACCESS_NOT_ALLOWED', TeamMessage.INVITATION_OTHER_EMAIL);
      const granted = higherPermission(content.permission, invitation.permission)!;
      if (granted !== content.permission) await this.permissions.grant(tx, user.id, content.type, content.uuid, granted);
      await tx.query(`UPDATE invitation SET status = 'ACCEPTED', accepted_by = $2, updated_at = now() WHERE id = $1`, [invitation.id, user.id]);
      await tx.query(`UPDATE users SET is_creator = true WHERE id = $1 AND NOT is_creator`, [user.id]);
      team = await teamOf(tx, content.uuid);
      return { ...invitation, status: 'ACCEPTED' as const };
    });
    await this.events.publish(team, { type: 'series list', data: { uuid: row.content_uuid } });
    return invitationView(row);
  }

  /** The invitation e-mail with its link to the web app's /team-invitation/{token} page. */
  private async sendMail(inviter: User, content: TeamContent, email: string, permission: UserPermission, token: string): Promise<void> {
    const link = `${config().PUBLIC_URL}/team-invitation/${token}`;
    const who = inviter.name?.trim() || inviter.email;
    const what = content.type === 'CREATOR' ? `the creator profile “${content.name}”` : `the comic “${content.name}”`;
    const level = enumDisplayName(permission);
    const text =
      `Hi,\n\n${who} invited you to the team of ${what} on Inkcast as ${level}: you will be able to ${PERMISSION_WORDS[permission]}.\n\n` +
      `Accept the invitation here:\n${link}\n\n` +
      `Log in or sign up with this e-mail address (${email}) to accept it. The link expires in ${INVITATION_VALID_DAYS} days. If you did not expect this invitation, ignore this e-mail.\n`;
    const html =
      `<p>Hi,</p><p>${escapeHtml(who)} invited you to the team of ${escapeHtml(what)} on Inkcast as ${level}: you will be able to ${PERMISSION_WORDS[permission]}.</p>` +
      `<p><a href="${link}">Accept the invitation</a></p>` +
      `<p>Log in or sign up with this e-mail address (${escapeHtml(email)}) to accept it. The link expires in ${INVITATION_VALID_DAYS} days. If you did not expect this invitation, ignore this e-mail.</p>`;
    try {
      await this.mail.send({ to: email, subject: `${who} invited you to the team of ${what} on Inkcast`, text, html });
    } catch (err) {
      this.logger.error(`invitation mail for ${content.type} ${content.uuid} not sent: ${(err as Error).message}`);
      throw apiError('INKCAST_SERVER_ERROR', TeamMessage.INVITATION_MAIL_FAILED);
    }
  }
}

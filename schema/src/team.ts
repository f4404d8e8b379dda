import { rolesForContentType } from './creators';

/**
 * Team permissions and invitations of the comics side. The creator spec leaves the permission
 * values open (§3 Invitation, §6); Inkcast takes the contract's suggested `UserPermission`
 * (contract §6, dashboard-only) and defines here what each level may do, per item.
 */

/** Permission levels on one item (series or creator), highest first (`UserPermission`, contract §6). */
export const USER_PERMISSIONS = ['OWNER', 'ADMIN', 'CONTRIBUTOR', 'VIEWER'] as const;
/** A permission level on one item. */
export type UserPermission = (typeof USER_PERMISSIONS)[number];

/**
 * What a permission may do on its item (spec §6):
 * - view: see the item in the dashboard, its preview pages and team list;
 * - edit: change the item and its episodes, seasons and creator roles; approve creators (the
 *   Edit and Preview buttons, '+ Add or Edit', 'Approve');
 * - delete: delete the item's episodes, seasons and the item itself;
 * - invite: invite team members and expire invitations (the invite form);
 * - publish: publish, schedule or unpublish the item and its episodes;
 * - managePayments: connect the creator-support platform and add, edit or delete payment rules.
 */
export const PERMISSION_ACTIONS = ['view', 'edit', 'delete', 'invite', 'publish', 'managePayments'] as const;
/** An action checked per item (see `PERMISSION_ACTIONS`). */
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/**
 * Inkcast's permission table (decision; spec §6 leaves it open). The OWNER may do everything;
 * an ADMIN everything but payments (the support-platform account and its tiers are the
 * owner's); a CONTRIBUTOR may view and edit (drafts, roles, seasons) but not publish, delete,
 * invite or touch payments; a VIEWER may only view.
 */
export const PERMISSIONS: Readonly<Record<UserPermission, Readonly<Record<PermissionAction, boolean>>>> = {
  OWNER: { view: true, edit: true, delete: true, invite: true, publish: true, managePayments: true },
  ADMIN: { view: true, edit: true, delete: true, invite: true, publish: true, managePayments: false },
  CONTRIBUTOR: { view: true, edit: true, delete: false, invite: false, publish: false, managePayments: false },
  VIEWER: { view: true, edit: false, delete: false, invite: false, publish: false, managePayments: false },
};

/** Whether `permission` (null = no access) allows `action` on its item (see `PERMISSIONS`). */
export function hasPermission(permission: string | null | undefined, action: PermissionAction): boolean {
  return PERMISSIONS[permission as UserPermission]?.[action] ?? false;
}

/**
 * Permissions an invitation may grant (§5 Invitation: 'Please select a valid permission'
 * otherwise): every level but OWNER, which only the item's creator holds.
 */
export const INVITABLE_PERMISSIONS: readonly UserPermission[] = ['ADMIN', 'CONTRIBUTOR', 'VIEWER'];

/**
 * Whether a member holding `granter` may invite someone with `permission`: they need the invite
 * action, and may grant only an invitable level no higher than their own.
 */
export function canGrantPermission(granter: string | null | undefined, permission: string): boolean {
  if (!hasPermission(granter, 'invite') || !INVITABLE_PERMISSIONS.includes(permission as UserPermission)) return false;
  return USER_PERMISSIONS.indexOf(permission as UserPermission) >= USER_PERMISSIONS.indexOf(granter as UserPermission);
}

/**
 * Invitation statuses (`InvitationStatus`, contract §6). The creator spec lists DRAFT,
 * PUBLISHED, EXPIRED and PENDING as shown values (§3), which mixes in the publish statuses;
 * Inkcast keeps the contract's PENDING (sent, not yet answered), ACCEPTED and EXPIRED.
 */
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED'] as const;
/** An invitation status. */
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Whether an invitation can be expired (§4: only while PENDING). */
export function canExpireInvitation(status: string | null | undefined): boolean {
  return status === 'PENDING';
}

/**
 * Days an invitation link stays usable (Inkcast decision; the spec gives no expiry): after that a
 * PENDING invitation reads as EXPIRED and its link is refused, like an expired login link.
 */
export const INVITATION_VALID_DAYS = 30;

/** Invitations one user may send per 24 hours, all items together (Inkcast decision, against spam). */
export const INVITATIONS_PER_DAY = 50;

/**
 * Messages of the team screen and the invitation link that the spec does not show (§4, §5 give only
 * 'Email does not look valid' and 'Please select a valid permission', in `ComicMessage`). Inkcast's wording.
 */
export const TeamMessage = {
  /** Inviting an address whose account already holds a permission on the item. */
  ALREADY_MEMBER: 'This person is already a member of the team.',
  /** Expiring an invitation that is no longer PENDING (§4). */
  INVITATION_NOT_PENDING: 'Only a pending invitation can be expired.',
  /** A link whose token matches no invitation (or whose item was deleted). */
  INVITATION_LINK_INVALID: 'This invitation link is not valid. Please ask the team for a new invitation.',
  /** A link of an invitation that was expired by the team or is older than `INVITATION_VALID_DAYS`. */
  INVITATION_EXPIRED: 'This invitation has expired. Please ask the team for a new invitation.',
  INVITATION_ALREADY_ACCEPTED: 'This invitation has already been accepted.',
  /** A link opened by a signed-in user whose address is not the invited one. */
  INVITATION_OTHER_EMAIL: 'This invitation was sent to another e-mail address. Log in with that address to accept it.',
  INVITATIONS_TOO_MANY: 'You have sent too many invitations today. Please try again tomorrow.',
  INVITATION_MAIL_FAILED: 'The invitation e-mail could not be sent. Please try again.',
  /** A role outside the content type's roles (worded like 'Contains an Invalid Genre'). */
  ROLE_INVALID: 'Contains an Invalid Role',
  /** Roles are credited on a comic series only (§3 Creator role entry: a series uuid). */
  CREDIT_SERIES_ONLY: 'Creators can only be credited on a comic series.',
} as const;

/** The higher of two permission levels (null = none). */
export function higherPermission(a: UserPermission | null | undefined, b: UserPermission | null | undefined): UserPermission | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return USER_PERMISSIONS.indexOf(a) <= USER_PERMISSIONS.indexOf(b) ? a : b;
}

/**
 * The roles of a credit as stored (§3 Creator role entry, §4): each trimmed and upper-cased, empty
 * ones and repeats dropped, in the order given; every one must be a role of the content type
 * (`rolesForContentType`: INTERNAL_COMICSERIES offers the COMICSERIES_* roles). Returns the roles,
 * or the message of the first problem ('Contains an Invalid Role'). An empty result removes the credit.
 */
export function normaliseCreditRoles(contentType: string, roles: readonly (string | null | undefined)[]): { roles: string[] } | { message: string } {
  const offered = new Set<string>(rolesForContentType(contentType));
  const kept = [...new Set(roles.map((role) => (role ?? '').trim().toUpperCase()).filter(Boolean))];
  if (kept.some((role) => !offered.has(role))) return { message: TeamMessage.ROLE_INVALID };
  return { roles: kept };
}

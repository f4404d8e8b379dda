import { isPendingApproval } from '@inkcast/schema';
import { createHash, randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Inkcast, startInkcast } from './support/harness';
import { Mailbox, startMailbox } from './support/mailbox';
import { SlotImages, slotImages, uploadImages } from './support/uploads';
import { Visitor, newAddress, resetLoginLinkLimits, signUpCreator, signUpDeveloper } from './support/visitor';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/**
 * Issue 5, the team (spec 001 §2 Team and roles, §3 Invitation and Creator role entry, §4
 * invitations and creator-role approval, §5 Invitation, §6, §7 Team) over the real api, Postgres,
 * Redis and a real SMTP server: invitations e-mailed with a link to the web app, accepted by the
 * invited address, expired only while PENDING; creators credited with roles, pending until a member
 * with edit permission approves them; the webhook events of credits on a published series.
 */

const NO_ACCESS = 'You do not have access to view this page.';
const INVITATION = 'id contentUuid contentType email permission status createdAt';
const INVITE = `mutation ($type: InternalSeriesType!, $uuid: ID!, $email: String, $permission: String) {
  addInternalInvitationForContent(contentType: $type, contentUuid: $uuid, email: $email, permission: $permission) { ${INVITATION} } }`;
const EXPIRE = `mutation ($id: ID!) { expireInternalInvitationForContent(id: $id) { ${INVITATION} } }`;
const ACCEPT = `mutation ($token: String!) { acceptInternalInvitation(token: $token) { ${INVITATION} } }`;
const INVITATIONS = `query ($type: InternalSeriesType!, $uuid: ID!) { getInternalInvitationsForContent(contentType: $type, contentUuid: $uuid) { ${INVITATION} } }`;
const PERMISSION = `query ($uuid: ID!, $type: InternalSeriesType!) { getPermissionForItem(uuid: $uuid, contentType: $type) }`;
const CREDIT = 'creatorUuid contentUuid contentType roles isApproved creator { uuid name status permission }';
const SET_ROLES = `mutation ($type: InternalSeriesType!, $content: ID!, $creator: ID!, $roles: [String!]!) {
  addOrUpdateInternalCreatorRolesForContent(contentType: $type, contentUuid: $content, creatorUuid: $creator, roles: $roles) { ${CREDIT} } }`;
const CREDITS = `query ($type: InternalSeriesType!, $content: ID!) { getInternalCreatorsForContent(contentType: $type, contentUuid: $content) { ${CREDIT} } }`;
const ROLES = `query ($type: InternalSeriesType!, $content: ID!, $creator: ID!) {
  getInternalCreatorRolesForContent(contentType: $type, contentUuid: $content, creatorUuid: $creator) { ${CREDIT} } }`;
const ADD_SERIES = `mutation ($uuid: ID!, $name: String, $description: String, $genre1: String, $language: String, $rating: String, $seriesStatus: String,
  $coverImageUrl: String, $bannerImageUrl: String, $thumbnailImageUrl: String) {
  addInternalComicForUser(uuid: $uuid, name: $name, description: $description, genre1: $genre1, language: $language, rating: $rating,
    seriesStatus: $seriesStatus, coverImageUrl: $coverImageUrl, bannerImageUrl: $bannerImageUrl, thumbnailImageUrl: $thumbnailImageUrl) { uuid } }`;
const ADD_CREATOR = `mutation ($uuid: ID!, $name: String, $avatarImageUrl: String) { addInternalCreatorForUser(uuid: $uuid, name: $name, avatarImageUrl: $avatarImageUrl) { uuid } }`;
const PUBLISH_SERIES = `mutation ($uuid: ID!) { updateStatusForInternalComicSeries(uuid: $uuid, status: PUBLISHED) { status } }`;

let ink: Inkcast;
let mailbox: Mailbox;
let images: SlotImages;
let receiver: WebhookReceiver;
const ownerEmail = newAddress('olive');
let owner: Visitor;
/** The owner's series (DRAFT) and creator profile. */
let series: string;
let creator: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  ink = await startInkcast();
  images = await slotImages();
  owner = await signUp(ownerEmail, 'Olive Owner');
  series = await newSeries(owner, 'The Witch of Chaosah');
  creator = await newCreator(owner, 'Olive Ink');
  // A developer's webhook on the credit events, so the outbox keeps them (writeOutbox drops unheard events).
  receiver = await startWebhookReceiver();
  const dev = await ink.developer('BUSINESS');
  const hook = await ink.gql(
    `mutation ($url: String!, $events: [String!]!) { addWebhookUrlForUser(endpointUrl: $url, webhookEvents: $events) { id } }`,
    { url: receiver.url(), events: ['creatorcontent.created', 'creatorcontent.updated', 'creatorcontent.deleted'] },
    dev,
  );
  expect(hook.errors).toBeUndefined();
}, 180_000);

afterAll(async () => {
  await ink?.close();
  await mailbox?.close();
  await receiver?.close();
});

/** A creator signed up with `email` (the login-link limits reset first: this file signs many up). */
async function signUp(email = newAddress('member'), name = 'Team Member'): Promise<Visitor> {
  await resetLoginLinkLimits(ink);
  return signUpCreator(ink, mailbox, email, name);
}

async function ok<T = any>(visitor: Visitor, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await visitor.gql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

/** The first error of an operation that must fail (its data field is null). */
async function refused(visitor: Visitor, query: string, variables: Record<string, unknown> = {}) {
  const res = await visitor.gql(query, variables);
  expect(res.errors, 'expected an error').toBeDefined();
  expect(Object.values(res.data ?? {}).every((v) => v === null)).toBe(true);
  return res.errors![0];
}

async function newSeries(as: Visitor, name: string, uuid = randomUUID()): Promise<string> {
  const [coverImageUrl] = await uploadImages(ink, as, uuid, 'COVER', [images.cover]);
  const [bannerImageUrl] = await uploadImages(ink, as, uuid, 'BANNER', [images.banner]);
  const [thumbnailImageUrl] = await uploadImages(ink, as, uuid, 'THUMBNAIL', [images.thumbnail]);
  await ok(as, ADD_SERIES, {
    uuid, name, description: 'Pepper&Carrot by David Revoy, www.peppercarrot.com, CC BY 4.0.', genre1: 'COMICSERIES_FANTASY', language: 'ENGLISH',
    rating: 'COMICSERIES_KIDS', seriesStatus: 'ONGOING', coverImageUrl, bannerImageUrl, thumbnailImageUrl,
  });
  return uuid;
}

async function newCreator(as: Visitor, name: string, uuid = randomUUID()): Promise<string> {
  const [avatarImageUrl] = await uploadImages(ink, as, uuid, 'AVATAR', [images.avatar]);
  await ok(as, ADD_CREATOR, { uuid, name, avatarImageUrl });
  return uuid;
}

/** The link of an invitation e-mail and its token. */
function invitationLink(mail: ParsedMail): { link: string; token: string } {
  const match = /https?:\/\/[^\s"'<>]+\/team-invitation\/([\w-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no invitation link in "${mail.subject}"`);
  return { link: match[0], token: match[1] };
}

/** Invites `email` as `as` and returns the invitation with the token of the e-mail it received. */
async function invite(as: Visitor, email: string, permission: string, uuid = series, type = 'INTERNAL_COMICSERIES') {
  const { addInternalInvitationForContent: invitation } = await ok(as, INVITE, { type, uuid, email, permission });
  const { token } = invitationLink(await mailbox.next(email));
  return { invitation, token };
}

/** A signed-up user who joined the owner's series (or `uuid`) with `permission` by an accepted invitation. */
async function member(permission: string, uuid = series, type = 'INTERNAL_COMICSERIES', email = newAddress(permission.toLowerCase())): Promise<Visitor> {
  const visitor = await signUp(email);
  const { token } = await invite(owner, email, permission, uuid, type);
  await ok(visitor, ACCEPT, { token });
  return visitor;
}

async function invitationCount(): Promise<number> {
  const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM invitation`);
  return n;
}

/** The outbox events about a credit (uuid of the public CreatorContent), oldest first. */
async function creditEvents(creatorUuid: string, contentUuid: string): Promise<{ type: string; parent: string }[]> {
  return ink.db.query(
    `SELECT taddy_type || '.' || action AS type, parent_uuid::text AS parent FROM outbox_event WHERE uuid = creator_content_uuid($1::uuid, $2::uuid) ORDER BY id`,
    [creatorUuid, contentUuid],
  );
}

describe('invitations (spec 001 §3 Invitation, §4, §5, §7 Team)', () => {
  it('an invitation is e-mailed with a link to /team-invitation/{token} of the web app; only the token’s SHA-256 is stored', async () => {
    const email = newAddress('alice');
    const { addInternalInvitationForContent: invitation } = await ok(owner, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: series, email: `  ${email.toUpperCase()} `, permission: ' contributor ' });
    expect(invitation).toMatchObject({ contentUuid: series, contentType: 'INTERNAL_COMICSERIES', email, permission: 'CONTRIBUTOR', status: 'PENDING' });
    expect(invitation.createdAt).toBeGreaterThan(Date.now() / 1000 - 60);

    const mail = await mailbox.next(email);
    expect(mail.subject).toBe('Olive Owner invited you to the team of the comic “The Witch of Chaosah” on Inkcast');
    const { link, token } = invitationLink(mail);
    expect(link).toBe(`http://inkcast.test/team-invitation/${token}`);
    expect(mail.text).toContain('as Contributor: you will be able to view and edit it.');
    expect(mail.text).toContain(`Log in or sign up with this e-mail address (${email}) to accept it. The link expires in 30 days.`);
    expect(mail.html).toContain(`<a href="${link}">Accept the invitation</a>`);

    const [row] = await ink.db.query(`SELECT * FROM invitation WHERE id = $1`, [Number(invitation.id)]);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const { getInternalInvitationsForContent: list } = await ok(owner, INVITATIONS, { type: 'INTERNAL_COMICSERIES', uuid: series });
    expect(list[0]).toEqual(invitation);
  });

  it('the invited address accepts once signed in: the user joins the team with the permission and sees the series; the link works once', async () => {
    const email = newAddress('bert');
    const bert = await signUp(email);
    const { invitation, token } = await invite(owner, email, 'VIEWER');
    expect((await ok(bert, `query ($u: ID!) { getInternalComicForUser(uuid: $u) { uuid } }`, { u: series })).getInternalComicForUser).toBeNull();

    const { acceptInternalInvitation: accepted } = await ok(bert, ACCEPT, { token });
    expect(accepted).toEqual({ ...invitation, status: 'ACCEPTED' });
    expect((await ok(bert, PERMISSION, { uuid: series, type: 'INTERNAL_COMICSERIES' })).getPermissionForItem).toBe('VIEWER');
    expect((await ok(bert, `query ($u: ID!) { getInternalComicForUser(uuid: $u) { uuid permission } }`, { u: series })).getInternalComicForUser).toEqual({ uuid: series, permission: 'VIEWER' });
    expect((await ok(bert, '{ getMyInternalSeries { uuid } }')).getMyInternalSeries.map((s: { uuid: string }) => s.uuid)).toEqual([series]);
    const { getInternalInvitationsForContent: list } = await ok(owner, INVITATIONS, { type: 'INTERNAL_COMICSERIES', uuid: series });
    expect(list.find((i: { id: string }) => i.id === invitation.id).status).toBe('ACCEPTED');

    expect(await refused(bert, ACCEPT, { token })).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This invitation has already been accepted.' });
  });

  it('a developer who accepts becomes a creator, so the creator dashboard lists the series', async () => {
    const email = newAddress('dev');
    await resetLoginLinkLimits(ink);
    const dev = await signUpDeveloper(ink, mailbox, email);
    expect((await ok(dev, '{ me { isCreator } }')).me.isCreator).toBe(false);
    const { token } = await invite(owner, email, 'ADMIN');
    await ok(dev, ACCEPT, { token });
    expect((await ok(dev, '{ me { isCreator isDeveloper } }')).me).toEqual({ isCreator: true, isDeveloper: true });
  });

  it('only the invited address may accept; unknown, blank and anonymous attempts are refused, the invitation stays PENDING', async () => {
    const email = newAddress('carla');
    const { invitation, token } = await invite(owner, email, 'CONTRIBUTOR');
    const someoneElse = await signUp();
    expect(await refused(someoneElse, ACCEPT, { token })).toMatchObject({
      code: 'ACCESS_NOT_ALLOWED',
      message: 'This invitation was sent to another e-mail address. Log in with that address to accept it.',
    });
    expect(await refused(someoneElse, ACCEPT, { token: 'x'.repeat(43) })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'This invitation link is not valid. Please ask the team for a new invitation.',
    });
    expect((await refused(someoneElse, ACCEPT, { token: ' ' })).message).toBe('This invitation link is not valid. Please ask the team for a new invitation.');
    expect((await refused(new Visitor(ink), ACCEPT, { token })).code).toBe('REQUIRES_USER_AUTHENTICATION');
    expect((await ok(someoneElse, PERMISSION, { uuid: series, type: 'INTERNAL_COMICSERIES' })).getPermissionForItem).toBeNull();
    const [row] = await ink.db.query(`SELECT status FROM invitation WHERE id = $1`, [Number(invitation.id)]);
    expect(row.status).toBe('PENDING');

    const carla = await signUp(email);
    expect((await ok(carla, ACCEPT, { token })).acceptInternalInvitation.status).toBe('ACCEPTED');
  });

  it('expiry is possible only while PENDING (§4); an expired link is refused', async () => {
    const email = newAddress('dora');
    const { invitation, token } = await invite(owner, email, 'VIEWER');
    expect((await ok(owner, EXPIRE, { id: invitation.id })).expireInternalInvitationForContent).toEqual({ ...invitation, status: 'EXPIRED' });
    expect(await refused(owner, EXPIRE, { id: invitation.id })).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only a pending invitation can be expired.' });
    const dora = await signUp(email);
    expect(await refused(dora, ACCEPT, { token })).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This invitation has expired. Please ask the team for a new invitation.' });
    expect((await ok(dora, PERMISSION, { uuid: series, type: 'INTERNAL_COMICSERIES' })).getPermissionForItem).toBeNull();

    // An accepted one cannot be expired either.
    const again = await invite(owner, email, 'VIEWER');
    await ok(dora, ACCEPT, { token: again.token });
    expect((await refused(owner, EXPIRE, { id: again.invitation.id })).message).toBe('Only a pending invitation can be expired.');
    // Unknown ids look like refused ones.
    for (const id of ['999999', 'abc', '-1']) expect(await refused(owner, EXPIRE, { id })).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: NO_ACCESS });
  });

  it('a PENDING invitation older than 30 days reads EXPIRED, its link is refused and it cannot be expired', async () => {
    const email = newAddress('old');
    const { invitation, token } = await invite(owner, email, 'VIEWER');
    await ink.db.query(`UPDATE invitation SET created_at = now() - interval '30 days 1 minute' WHERE id = $1`, [Number(invitation.id)]);
    const { getInternalInvitationsForContent: list } = await ok(owner, INVITATIONS, { type: 'INTERNAL_COMICSERIES', uuid: series });
    expect(list.find((i: { id: string }) => i.id === invitation.id).status).toBe('EXPIRED');
    const late = await signUp(email);
    expect((await refused(late, ACCEPT, { token })).message).toBe('This invitation has expired. Please ask the team for a new invitation.');
    expect((await refused(owner, EXPIRE, { id: invitation.id })).message).toBe('Only a pending invitation can be expired.');
  });

  // §5 Invitation, each message from an otherwise valid invitation; nothing is written or sent.
  it.each([
    ['no e-mail', { email: null }, 'Email does not look valid'],
    ['a blank e-mail', { email: '   ' }, 'Email does not look valid'],
    ['an e-mail without a domain', { email: 'pepper@' }, 'Email does not look valid'],
    ['an e-mail with a space', { email: 'pep per@example.test' }, 'Email does not look valid'],
    ['no permission', { permission: null }, 'Please select a valid permission'],
    ['a blank permission', { permission: ' ' }, 'Please select a valid permission'],
    ['an unknown permission', { permission: 'EDITOR' }, 'Please select a valid permission'],
    ['OWNER (only the creator of an item holds it)', { permission: 'OWNER' }, 'Please select a valid permission'],
  ])('refuses %s: "%s"', async (_what, change, message) => {
    const before = await invitationCount();
    const email = newAddress('invalid');
    const error = await refused(owner, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: series, email, permission: 'VIEWER', ...change });
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: message as string });
    expect(await invitationCount()).toBe(before);
    expect(mailbox.receivedFor(email)).toEqual([]);
  });

  it('an address already on the team is refused', async () => {
    const email = newAddress('twice');
    await member('CONTRIBUTOR', series, 'INTERNAL_COMICSERIES', email);
    for (const address of [email, ownerEmail.toUpperCase()]) {
      expect(await refused(owner, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: series, email: address, permission: 'VIEWER' })).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'This person is already a member of the team.',
      });
    }
  });

  it('who may invite (§6 Invite form): OWNER and ADMIN, up to their own level; CONTRIBUTOR, VIEWER, others and anonymous may not', async () => {
    const admin = await member('ADMIN');
    const contributor = await member('CONTRIBUTOR');
    const viewer = await member('VIEWER');
    const other = await signUp();
    for (const permission of ['ADMIN', 'CONTRIBUTOR', 'VIEWER']) {
      const email = newAddress('by-admin');
      const { invitation } = await invite(admin, email, permission);
      expect(invitation.permission).toBe(permission);
      expect((await ok(admin, EXPIRE, { id: invitation.id })).expireInternalInvitationForContent.status).toBe('EXPIRED');
    }
    expect((await refused(admin, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: series, email: newAddress('x'), permission: 'OWNER' })).message).toBe('Please select a valid permission');
    expect((await ok(admin, INVITATIONS, { type: 'INTERNAL_COMICSERIES', uuid: series })).getInternalInvitationsForContent.length).toBeGreaterThan(3);

    const pending = (await invite(owner, newAddress('pending'), 'VIEWER')).invitation;
    for (const visitor of [contributor, viewer, other]) {
      expect(await refused(visitor, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: series, email: newAddress('x'), permission: 'VIEWER' })).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: NO_ACCESS });
      expect(await refused(visitor, INVITATIONS, { type: 'INTERNAL_COMICSERIES', uuid: series })).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: NO_ACCESS });
      expect(await refused(visitor, EXPIRE, { id: pending.id })).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: NO_ACCESS });
    }
    const anonymous = new Visitor(ink);
    for (const [query, variables] of [
      [INVITE, { type: 'INTERNAL_COMICSERIES', uuid: series, email: newAddress('x'), permission: 'VIEWER' }],
      [INVITATIONS, { type: 'INTERNAL_COMICSERIES', uuid: series }],
      [EXPIRE, { id: pending.id }],
    ] as const) {
      expect((await refused(anonymous, query, variables)).code).toBe('REQUIRES_USER_AUTHENTICATION');
    }
    // No such item, a series uuid sent as a creator, a uuid that is not one.
    const invitation = { email: newAddress('x'), permission: 'VIEWER' };
    expect((await refused(owner, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: randomUUID(), ...invitation })).message).toBe(NO_ACCESS);
    expect((await refused(owner, INVITE, { type: 'INTERNAL_CREATOR', uuid: series, ...invitation })).message).toBe(NO_ACCESS);
    expect(await refused(owner, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: 'not-a-uuid', ...invitation })).toMatchObject({ code: 'BAD_USER_INPUT' });
    const [{ status }] = await ink.db.query(`SELECT status FROM invitation WHERE id = $1`, [Number(pending.id)]);
    expect(status).toBe('PENDING');
  });

  it('accepting keeps a higher permission the user already holds', async () => {
    const email = newAddress('eve');
    const eve = await signUp(email);
    const low = await invite(owner, email, 'VIEWER');
    const high = await invite(owner, email, 'ADMIN');
    await ok(eve, ACCEPT, { token: high.token });
    expect((await ok(eve, ACCEPT, { token: low.token })).acceptInternalInvitation.status).toBe('ACCEPTED');
    expect((await ok(eve, PERMISSION, { uuid: series, type: 'INTERNAL_COMICSERIES' })).getPermissionForItem).toBe('ADMIN');
  });

  it('invitations to a creator profile work the same way', async () => {
    const email = newAddress('fay');
    const fay = await signUp(email);
    const { invitation, token } = await invite(owner, email, 'CONTRIBUTOR', creator, 'INTERNAL_CREATOR');
    expect(invitation).toMatchObject({ contentUuid: creator, contentType: 'INTERNAL_CREATOR' });
    expect((await mailbox.receivedFor(email)).at(-1)!.subject).toBe('Olive Owner invited you to the team of the creator profile “Olive Ink” on Inkcast');
    await ok(fay, ACCEPT, { token });
    expect((await ok(fay, `query ($u: ID!) { getInternalCreatorForUser(uuid: $u) { uuid permission } }`, { u: creator })).getInternalCreatorForUser).toEqual({ uuid: creator, permission: 'CONTRIBUTOR' });
    expect((await ok(fay, PERMISSION, { uuid: series, type: 'INTERNAL_COMICSERIES' })).getPermissionForItem).toBeNull();
    expect((await ok(owner, INVITATIONS, { type: 'INTERNAL_CREATOR', uuid: creator })).getInternalInvitationsForContent.map((i: { id: string }) => i.id)).toEqual([invitation.id]);
  });

  it('an invitation whose e-mail the SMTP server cannot take is not kept, with a clear error', async () => {
    const before = await invitationCount();
    await mailbox.close();
    try {
      const error = await refused(owner, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: series, email: newAddress('lost'), permission: 'VIEWER' });
      expect(error).toMatchObject({ code: 'INKCAST_SERVER_ERROR', message: 'The invitation e-mail could not be sent. Please try again.' });
    } finally {
      mailbox = await startMailbox();
    }
    expect(await invitationCount()).toBe(before);
  });

  it('at most 50 invitations a day per inviter', async () => {
    const busy = await signUp();
    const own = await newSeries(busy, 'Busy Comic');
    const id = Number((await ok(busy, '{ me { id } }')).me.id);
    await ink.db.query(
      `INSERT INTO invitation (content_type, content_uuid, email, permission, token_hash, invited_by)
       SELECT 'COMICSERIES', $1, 'spam' || n || '@example.test', 'VIEWER', md5(random()::text) || n, $2 FROM generate_series(1, 50) n`,
      [own, id],
    );
    expect(await refused(busy, INVITE, { type: 'INTERNAL_COMICSERIES', uuid: own, email: newAddress('x'), permission: 'VIEWER' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'You have sent too many invitations today. Please try again tomorrow.',
    });
    await ink.db.query(`UPDATE invitation SET created_at = now() - interval '25 hours' WHERE invited_by = $1`, [id]);
    await invite(busy, newAddress('tomorrow'), 'VIEWER', own);
  });
});

describe('creator roles and approval (spec 001 §3 Creator role entry, §4 Creator-role approval, §6 Role editing)', () => {
  /** A published series of the owner, with a CONTRIBUTOR, a VIEWER who owns a creator profile, and another user's creator. */
  let published: string;
  let contributor: Visitor;
  let viewer: Visitor;
  let viewersCreator: string;
  let other: Visitor;
  let othersCreator: string;
  const vars = (creatorUuid: string, roles: string[], content = published) => ({ type: 'INTERNAL_COMICSERIES', content, creator: creatorUuid, roles });

  beforeAll(async () => {
    published = await newSeries(owner, 'Pepper&Carrot');
    await ok(owner, PUBLISH_SERIES, { uuid: published });
    contributor = await member('CONTRIBUTOR', published);
    viewer = await member('VIEWER', published);
    viewersCreator = await newCreator(viewer, 'Vera Colour');
    other = await signUp();
    othersCreator = await newCreator(other, 'Otto Outsider');
  }, 120_000);

  it('a member with edit permission credits a creator: approved at once, listed with its creator; creatorcontent.created', async () => {
    const { addOrUpdateInternalCreatorRolesForContent: credit } = await ok(owner, SET_ROLES, vars(creator, [' comicseries_writer ', 'COMICSERIES_ARTIST', 'COMICSERIES_WRITER']));
    expect(credit).toEqual({
      creatorUuid: creator,
      contentUuid: published,
      contentType: 'INTERNAL_COMICSERIES',
      roles: ['COMICSERIES_WRITER', 'COMICSERIES_ARTIST'],
      isApproved: true,
      creator: { uuid: creator, name: 'Olive Ink', status: 'DRAFT', permission: 'OWNER' },
    });
    // The VIEWER sees the team list with the creator (and no permission on the creator itself).
    const { getInternalCreatorsForContent: list } = await ok(viewer, CREDITS, { type: 'INTERNAL_COMICSERIES', content: published });
    expect(list).toEqual([{ ...credit, creator: { ...credit.creator, permission: null } }]);
    expect((await ok(viewer, ROLES, { type: 'INTERNAL_COMICSERIES', content: published, creator })).getInternalCreatorRolesForContent.roles).toEqual(credit.roles);
    expect((await ok(owner, `query ($u: ID!) { getInternalComicForUser(uuid: $u) { creatorsCount } }`, { u: published })).getInternalComicForUser.creatorsCount).toBe(1);
    expect(await creditEvents(creator, published)).toEqual([{ type: 'creatorcontent.created', parent: creator }]);
  });

  it('the owner of a creator who may view the series credits it: pending (no event) until a member with edit permission approves it', async () => {
    const { addOrUpdateInternalCreatorRolesForContent: pending } = await ok(viewer, SET_ROLES, vars(viewersCreator, ['COMICSERIES_ARTIST_COLORIST']));
    expect(pending).toMatchObject({ roles: ['COMICSERIES_ARTIST_COLORIST'], isApproved: false, creator: { name: 'Vera Colour', permission: 'OWNER' } });
    expect(isPendingApproval(pending)).toBe(true);
    const { getInternalCreatorsForContent: list } = await ok(owner, CREDITS, { type: 'INTERNAL_COMICSERIES', content: published });
    expect(list.map((c: { creatorUuid: string; isApproved: boolean }) => [c.creatorUuid, c.isApproved])).toEqual([[creator, true], [viewersCreator, false]]);
    expect(await creditEvents(viewersCreator, published)).toEqual([]);
    // Saving the same roles again by its owner does not approve it.
    expect((await ok(viewer, SET_ROLES, vars(viewersCreator, ['COMICSERIES_ARTIST_COLORIST']))).addOrUpdateInternalCreatorRolesForContent.isApproved).toBe(false);

    // 'Approve' sends the roles as a member with edit permission.
    const { addOrUpdateInternalCreatorRolesForContent: approved } = await ok(owner, SET_ROLES, vars(viewersCreator, ['COMICSERIES_ARTIST_COLORIST']));
    expect(approved).toMatchObject({ isApproved: true, creator: { permission: null } });
    expect(isPendingApproval(approved)).toBe(false);
    expect(await creditEvents(viewersCreator, published)).toEqual([{ type: 'creatorcontent.created', parent: viewersCreator }]);
  });

  it('a change by the creator’s owner needs approval again (the credit leaves the public list); the same roles keep it approved', async () => {
    const same = (await ok(viewer, SET_ROLES, vars(viewersCreator, ['COMICSERIES_ARTIST_COLORIST']))).addOrUpdateInternalCreatorRolesForContent;
    expect(same.isApproved).toBe(true);
    const changed = (await ok(viewer, SET_ROLES, vars(viewersCreator, ['COMICSERIES_ARTIST_COLORIST', 'COMICSERIES_ARTIST_LETTERER']))).addOrUpdateInternalCreatorRolesForContent;
    expect(changed).toMatchObject({ roles: ['COMICSERIES_ARTIST_COLORIST', 'COMICSERIES_ARTIST_LETTERER'], isApproved: false });
    // A CONTRIBUTOR has edit permission: their save approves.
    expect((await ok(contributor, SET_ROLES, vars(viewersCreator, changed.roles))).addOrUpdateInternalCreatorRolesForContent.isApproved).toBe(true);
    expect((await creditEvents(viewersCreator, published)).map((e) => e.type)).toEqual(['creatorcontent.created', 'creatorcontent.deleted', 'creatorcontent.created']);
  });

  it('a member with edit permission changes roles: creatorcontent.updated; an empty list removes the credit: creatorcontent.deleted', async () => {
    await ok(contributor, SET_ROLES, vars(creator, ['COMICSERIES_WRITER']));
    const { addOrUpdateInternalCreatorRolesForContent: removed } = await ok(owner, SET_ROLES, vars(creator, []));
    expect(removed).toMatchObject({ creatorUuid: creator, contentUuid: published, roles: [], isApproved: false, creator: { uuid: creator } });
    expect((await ok(owner, ROLES, { type: 'INTERNAL_COMICSERIES', content: published, creator })).getInternalCreatorRolesForContent).toBeNull();
    const { getInternalCreatorsForContent: list } = await ok(owner, CREDITS, { type: 'INTERNAL_COMICSERIES', content: published });
    expect(list.map((c: { creatorUuid: string }) => c.creatorUuid)).toEqual([viewersCreator]);
    expect((await creditEvents(creator, published)).map((e) => e.type)).toEqual(['creatorcontent.created', 'creatorcontent.updated', 'creatorcontent.deleted']);
    // Removing a credit that does not exist is harmless and writes nothing.
    await ok(owner, SET_ROLES, vars(creator, []));
    expect(await creditEvents(creator, published)).toHaveLength(3);
  });

  it('credits of a DRAFT series write no events', async () => {
    await ok(owner, SET_ROLES, vars(creator, ['COMICSERIES_EDITOR'], series));
    await ok(owner, SET_ROLES, vars(creator, ['COMICSERIES_EDITOR', 'COMICSERIES_PRODUCER'], series));
    await ok(owner, SET_ROLES, vars(creator, [], series));
    expect(await creditEvents(creator, series)).toEqual([]);
  });

  it('who may credit (§6): not a VIEWER for someone else’s creator, not a creator’s owner without access to the series, not others or anonymous', async () => {
    const refusedAs = async (visitor: Visitor, variables: Record<string, unknown>) =>
      expect(await refused(visitor, SET_ROLES, variables)).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: NO_ACCESS });
    await refusedAs(viewer, vars(creator, ['COMICSERIES_WRITER']));
    await refusedAs(other, vars(othersCreator, ['COMICSERIES_WRITER']));
    await refusedAs(other, vars(creator, ['COMICSERIES_WRITER']));
    await refusedAs(viewer, vars(viewersCreator, ['COMICSERIES_WRITER'], series)); // Vera cannot view the owner's other series
    await refusedAs(owner, vars(randomUUID(), ['COMICSERIES_WRITER']));
    await refusedAs(owner, vars(creator, ['COMICSERIES_WRITER'], randomUUID()));
    expect((await refused(new Visitor(ink), SET_ROLES, vars(creator, ['COMICSERIES_WRITER']))).code).toBe('REQUIRES_USER_AUTHENTICATION');
    // Reads need view permission on the series.
    expect(await refused(other, CREDITS, { type: 'INTERNAL_COMICSERIES', content: published })).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: NO_ACCESS });
    expect(await refused(other, ROLES, { type: 'INTERNAL_COMICSERIES', content: published, creator: viewersCreator })).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: NO_ACCESS });
    expect((await refused(new Visitor(ink), CREDITS, { type: 'INTERNAL_COMICSERIES', content: published })).code).toBe('REQUIRES_USER_AUTHENTICATION');
    const [{ n }] = await ink.db.query(`SELECT count(*)::int AS n FROM creator_content WHERE creator_uuid = $1`, [othersCreator]);
    expect(n).toBe(0);
  });

  it.each([
    ['an unknown role', 'INTERNAL_COMICSERIES', ['COMICSERIES_WRITER', 'COMICSERIES_BARISTA'], 'Contains an Invalid Role'],
    ['a role of another content type', 'INTERNAL_COMICSERIES', ['PODCASTSERIES_HOST'], 'Contains an Invalid Role'],
    ['a creator profile as the content', 'INTERNAL_CREATOR', ['COMICSERIES_WRITER'], 'Creators can only be credited on a comic series.'],
  ])('refuses %s with a clear message, writing nothing', async (_what, type, roles, message) => {
    const before = await ink.db.query(`SELECT roles, is_approved FROM creator_content WHERE creator_uuid = $1 AND content_uuid = $2`, [viewersCreator, published]);
    expect(await refused(owner, SET_ROLES, { ...vars(viewersCreator, roles), type })).toMatchObject({ code: 'BAD_USER_INPUT', message });
    expect(await ink.db.query(`SELECT roles, is_approved FROM creator_content WHERE creator_uuid = $1 AND content_uuid = $2`, [viewersCreator, published])).toEqual(before);
  });

  it('a creator profile has no credits: its list is empty for its team', async () => {
    expect((await ok(owner, CREDITS, { type: 'INTERNAL_CREATOR', content: creator })).getInternalCreatorsForContent).toEqual([]);
    expect(await refused(other, CREDITS, { type: 'INTERNAL_CREATOR', content: creator })).toMatchObject({ code: 'ACCESS_NOT_ALLOWED' });
  });
});

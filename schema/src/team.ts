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

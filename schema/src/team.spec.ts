import { describe, expect, it } from 'vitest';
import {
  INVITATION_STATUSES,
  PERMISSION_ACTIONS,
  USER_PERMISSIONS,
  canExpireInvitation,
  canGrantPermission,
  hasPermission,
  higherPermission,
  normaliseCreditRoles,
  TeamMessage,
  type PermissionAction,
} from './team';

describe('permission table', () => {
  /** Expected answer per action, in PERMISSION_ACTIONS order: view, edit, delete, invite, publish, managePayments. */
  const table: Record<string, readonly boolean[]> = {
    OWNER: [true, true, true, true, true, true],
    ADMIN: [true, true, true, true, true, false],
    CONTRIBUTOR: [true, true, false, false, false, false],
    VIEWER: [true, false, false, false, false, false],
    none: [false, false, false, false, false, false],
  };

  it('has the contract’s four levels', () => {
    expect(USER_PERMISSIONS).toEqual(['OWNER', 'ADMIN', 'CONTRIBUTOR', 'VIEWER']);
  });

  it.each(
    Object.entries(table).flatMap(([permission, answers]) =>
      PERMISSION_ACTIONS.map((action, index) => [permission, action, answers[index]] as const),
    ),
  )('%s may %s: %s', (permission, action, allowed) => {
    expect(hasPermission(permission === 'none' ? null : permission, action as PermissionAction)).toBe(allowed);
  });
});

describe('granting a permission by invitation', () => {
  it.each([
    ['OWNER', 'ADMIN', true],
    ['OWNER', 'CONTRIBUTOR', true],
    ['OWNER', 'VIEWER', true],
    ['OWNER', 'OWNER', false],
    ['ADMIN', 'ADMIN', true],
    ['ADMIN', 'VIEWER', true],
    ['CONTRIBUTOR', 'VIEWER', false],
    ['VIEWER', 'VIEWER', false],
    [null, 'VIEWER', false],
    ['OWNER', 'EDITOR', false],
  ])('%s may invite a %s: %s', (granter, permission, allowed) => {
    expect(canGrantPermission(granter, permission)).toBe(allowed);
  });
});

describe('invitations', () => {
  it('keep the contract’s statuses', () => {
    expect(INVITATION_STATUSES).toEqual(['PENDING', 'ACCEPTED', 'EXPIRED']);
  });

  it.each([
    ['PENDING', true],
    ['ACCEPTED', false],
    ['EXPIRED', false],
    [null, false],
  ])('can be expired only while PENDING: %s → %s', (status, allowed) => {
    expect(canExpireInvitation(status)).toBe(allowed);
  });
});

describe('team additions', () => {
  it('higherPermission keeps the higher level', () => {
    expect(higherPermission('VIEWER', 'ADMIN')).toBe('ADMIN');
    expect(higherPermission('OWNER', 'CONTRIBUTOR')).toBe('OWNER');
    expect(higherPermission(null, 'VIEWER')).toBe('VIEWER');
    expect(higherPermission('VIEWER', null)).toBe('VIEWER');
    expect(higherPermission(null, null)).toBeNull();
  });

  it.each([
    ['INTERNAL_COMICSERIES', [' comicseries_writer ', 'COMICSERIES_ARTIST', 'COMICSERIES_WRITER', ''], { roles: ['COMICSERIES_WRITER', 'COMICSERIES_ARTIST'] }],
    ['internal_comicseries', [], { roles: [] }],
    ['INTERNAL_COMICSERIES', ['PODCASTSERIES_HOST'], { message: TeamMessage.ROLE_INVALID }],
    ['INTERNAL_COMICSERIES', ['COMICSERIES_BARISTA'], { message: 'Contains an Invalid Role' }],
    ['INTERNAL_CREATOR', ['COMICSERIES_WRITER'], { message: 'Contains an Invalid Role' }],
  ])('normaliseCreditRoles(%s, %j)', (type, roles, expected) => {
    expect(normaliseCreditRoles(type, roles)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { CONTENT_ROLES } from './content-roles';
import {
  COMIC_ROLE_DESCRIPTIONS,
  COMIC_ROLES,
  PODCAST_ROLES,
  ROLE_BADGE_STYLES,
  formatTags,
  isPendingApproval,
  parseTags,
  roleBadgeStyle,
  roleDisplayName,
  rolesForContentType,
  tagsInputFits,
} from './creators';

describe('comic roles', () => {
  it('are the spec’s nine COMICSERIES_* roles, in its order', () => {
    expect(COMIC_ROLES).toEqual(CONTENT_ROLES.filter((role) => role.startsWith('COMICSERIES_')));
    expect(COMIC_ROLES).toHaveLength(9);
  });

  it.each([
    ['COMICSERIES_ARTIST', 'Artist', 'Creates artwork'],
    ['COMICSERIES_ARTIST_PENCILER', 'Penciler (Artist)', 'Draws the primary narrative artwork'],
    ['COMICSERIES_ARTIST_INKER', 'Inker (Artist)', 'Traces over pencils for a final line'],
    ['COMICSERIES_ARTIST_COLORIST', 'Colorist (Artist)', 'Adds color'],
    ['COMICSERIES_ARTIST_LETTERER', 'Letterer (Artist)', 'Adds lettering including speech balloons and sound effects'],
    ['COMICSERIES_WRITER', 'Writer', 'Writes story or dialogue'],
    ['COMICSERIES_PRODUCER', 'Producer', 'Helps craft creative direction and final production'],
    ['COMICSERIES_EDITOR', 'Editor', 'Reviews for consistency'],
    ['COMICSERIES_TRANSLATOR', 'Translator', 'Converts dialog between languages'],
  ] as const)('%s reads "%s": %s', (role, name, description) => {
    expect(roleDisplayName(role)).toBe(name);
    expect(COMIC_ROLE_DESCRIPTIONS[role]).toBe(description);
  });
});

describe('podcast series roles', () => {
  it('are every PODCASTSERIES_* role', () => {
    expect(PODCAST_ROLES).toHaveLength(62);
    expect(PODCAST_ROLES.every((role) => role.startsWith('PODCASTSERIES_'))).toBe(true);
  });

  it.each([
    ['PODCASTSERIES_HOST', 'Host'],
    ['PODCASTSERIES_CO_HOST', 'Co Host'],
    ['PODCASTSERIES_EXECUTIVE_PRODUCER', 'Executive Producer'],
    ['PODCASTSERIES_AUDIO_ENGINEER', 'Audio Engineer'],
    ['PODCASTSERIES_SOCIAL_MEDIA_MANAGER', 'Social Media Manager'],
  ])('drop the kind prefix: %s → %s', (role, name) => {
    expect(roleDisplayName(role)).toBe(name);
  });
});

describe('roles for a content type', () => {
  it.each([
    ['internal_comicseries', COMIC_ROLES],
    ['INTERNAL_COMICSERIES', COMIC_ROLES],
    [' internal_podcastseries ', PODCAST_ROLES],
    ['internal_creator', []],
    ['', []],
  ])('%s offers its kind’s roles (prefix removed, rest upper-cased)', (contentType, roles) => {
    expect(rolesForContentType(contentType)).toEqual(roles);
  });
});

describe('role badge colours', () => {
  it('cycle through 10 styles by index modulo 10', () => {
    expect(ROLE_BADGE_STYLES).toHaveLength(10);
    expect(new Set(ROLE_BADGE_STYLES.map((style) => style.background)).size).toBe(10);
    expect(roleBadgeStyle(0)).toBe(ROLE_BADGE_STYLES[0]);
    expect(roleBadgeStyle(9)).toBe(ROLE_BADGE_STYLES[9]);
    expect(roleBadgeStyle(10)).toBe(ROLE_BADGE_STYLES[0]);
    expect(roleBadgeStyle(23)).toBe(ROLE_BADGE_STYLES[3]);
    expect(roleBadgeStyle(-1)).toBe(ROLE_BADGE_STYLES[9]);
  });
});

describe('tags input', () => {
  it.each([
    ['fantasy, magic', ['fantasy', 'magic']],
    ['#fantasy,#magic', ['fantasy', 'magic']],
    ['  #witch #craft , cats ,, ', ['witch craft', 'cats']],
    ['a, a, b', ['a', 'b']],
    ['', []],
    [' , # , ', []],
  ])('"%s" splits on commas, trims and removes "#"', (input, tags) => {
    expect(parseTags(input)).toEqual(tags);
  });

  it('formats tags back for the input', () => {
    expect(formatTags(['fantasy', 'magic'])).toBe('fantasy, magic');
  });

  it('the input holds at most 100 characters', () => {
    expect(tagsInputFits('x'.repeat(100))).toBe(true);
    expect(tagsInputFits('x'.repeat(101))).toBe(false);
  });
});

describe('creator-role approval', () => {
  it.each([
    [{ roles: ['COMICSERIES_ARTIST'], isApproved: false }, true],
    [{ roles: ['COMICSERIES_ARTIST'], isApproved: true }, false],
    [{ roles: ['COMICSERIES_ARTIST'], isApproved: false, approvedInSession: true }, false],
    [{ roles: [], isApproved: false }, false],
    [{ roles: null, isApproved: false }, false],
  ])('%o pending: %s', (entry, pending) => {
    expect(isPendingApproval(entry)).toBe(pending);
  });
});

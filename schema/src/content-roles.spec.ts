import { describe, expect, it } from 'vitest';
import { CONTENT_ROLES, podcastRoleFromPerson } from './content-roles';

/** The Podcasting 2.0 person taxonomy (podcast-namespace taxonomy.json), every role once. */
const TAXONOMY_ROLES = [
  'Director', 'Assistant Director', 'Executive Producer', 'Senior Producer', 'Producer', 'Associate Producer',
  'Development Producer', 'Creative Director',
  'Host', 'Co-Host', 'Guest Host', 'Guest', 'Voice Actor', 'Narrator', 'Announcer', 'Reporter',
  'Author', 'Editorial Director', 'Co-Writer', 'Writer', 'Songwriter', 'Guest Writer', 'Story Editor',
  'Managing Editor', 'Script Editor', 'Script Coordinator', 'Researcher', 'Editor', 'Fact Checker', 'Translator',
  'Transcriber', 'Logger',
  'Studio Coordinator', 'Technical Director', 'Technical Manager', 'Audio Engineer', 'Remote Recording Engineer',
  'Post Production Engineer',
  'Audio Editor', 'Sound Designer', 'Foley Artist', 'Composer', 'Theme Music', 'Music Production',
  'Music Contributor',
  'Production Coordinator', 'Booking Coordinator', 'Production Assistant', 'Content Manager', 'Marketing Manager',
  'Sales Representative', 'Sales Manager',
  'Graphic Designer', 'Cover Art Designer',
  'Social Media Manager',
  'Consultant', 'Intern',
  'Camera Operator', 'Lighting Designer', 'Camera Grip', 'Assistant Camera',
  'Assistant Editor',
];

describe('podcastRoleFromPerson', () => {
  it('maps every taxonomy role to a distinct role, covering every PODCASTSERIES_* role', () => {
    const mapped = TAXONOMY_ROLES.map((role) => podcastRoleFromPerson(role));
    expect(mapped).not.toContain(null);
    expect([...mapped].sort()).toEqual(CONTENT_ROLES.filter((role) => role.startsWith('PODCASTSERIES_')).sort());
  });

  it.each([
    ['host', 'PODCASTSERIES_HOST'],
    ['Guest', 'PODCASTSERIES_GUEST'],
    ['co-host', 'PODCASTSERIES_CO_HOST'],
    ['Executive Producer', 'PODCASTSERIES_EXECUTIVE_PRODUCER'],
    ['post production engineer', 'PODCASTSERIES_POST_PRODUCTION_ENGINEER'],
    ['  Voice  Actor ', 'PODCASTSERIES_VOICE_ACTOR'],
    ['consultant', 'PODCASTSERIES_MISC_CONSULTANT'],
    ['Intern', 'PODCASTSERIES_MISC_INTERN'],
  ])('%s → %s', (role, expected) => {
    expect(podcastRoleFromPerson(role)).toBe(expected);
  });

  it.each([undefined, null, '', '   '])('defaults a missing role (%s) to PODCASTSERIES_HOST', (role) => {
    expect(podcastRoleFromPerson(role)).toBe('PODCASTSERIES_HOST');
  });

  it.each(['Chief Vibes Officer', 'artist', 'penciler', 'misc'])('returns null for unknown role "%s"', (role) => {
    expect(podcastRoleFromPerson(role)).toBeNull();
  });
});

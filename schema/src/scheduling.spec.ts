import { describe, expect, it } from 'vitest';
import {
  EPISODE_PAGE_SIZE_DEFAULT,
  EPISODE_PAGE_SIZE_FULL,
  SCHEDULE_MAX_AHEAD_SECONDS,
  SCHEDULE_STEP_SECONDS,
  hasMore,
  isFullPage,
} from './comic-limits';
import { latestScheduleTime, nextHalfHourSlot, scheduleTimeProblem } from './scheduling';

/** Epoch seconds of a UTC time on 2026-03-10. */
const at = (hh: number, mm: number, ss = 0) => Date.UTC(2026, 2, 10, hh, mm, ss) / 1000;

describe('next half-hour slot', () => {
  it.each([
    [at(10, 0, 1), at(10, 30)],
    [at(10, 7), at(10, 30)],
    [at(10, 29, 59), at(10, 30)],
    [at(10, 30), at(11, 0)],
    [at(10, 45), at(11, 0)],
    [at(23, 50), at(24, 0)],
  ])('after %i comes %i', (now, slot) => {
    expect(nextHalfHourSlot(now)).toBe(slot);
  });
});

describe('a chosen time (between now and one year ahead, in 30-minute steps)', () => {
  const now = at(10, 7);

  it('a year is 365 days and a step 30 minutes', () => {
    expect(SCHEDULE_STEP_SECONDS).toBe(1800);
    expect(SCHEDULE_MAX_AHEAD_SECONDS).toBe(365 * 86400);
    expect(latestScheduleTime(now)).toBe(now + 365 * 86400);
  });

  it.each([
    ['the next slot', at(10, 30), null],
    ['a slot a week ahead', at(10, 30) + 7 * 86400, null],
    ['the last slot within a year', Math.floor((now + SCHEDULE_MAX_AHEAD_SECONDS) / 1800) * 1800, null],
    ['the first slot past a year', (Math.floor((now + SCHEDULE_MAX_AHEAD_SECONDS) / 1800) + 1) * 1800, 'out-of-range'],
    ['a past slot', at(10, 0), 'out-of-range'],
    ['now itself', now, 'out-of-range'],
    ['10:45', at(10, 45), 'not-on-step'],
    ['a fraction of a second', at(10, 30) + 0.5, 'not-on-step'],
    ['NaN', Number.NaN, 'out-of-range'],
  ])('%s → %s', (_name, time, problem) => {
    expect(scheduleTimeProblem(time, now)).toBe(problem);
  });
});

describe('page sizes and Load More', () => {
  it('are 5 by default and 25 in previews, the season picker and view-episodes', () => {
    expect(EPISODE_PAGE_SIZE_DEFAULT).toBe(5);
    expect(EPISODE_PAGE_SIZE_FULL).toBe(25);
  });

  it.each([
    [0, 5, false],
    [3, 5, false],
    [5, 5, true],
    [7, 5, false],
    [10, 5, true],
    [25, 25, true],
    [24, 25, false],
    [50, 25, true],
    [5, 0, false],
  ])('Load More shows for %i loaded at page size %i: %s (a multiple of the page size)', (loaded, size, shown) => {
    expect(hasMore(loaded, size)).toBe(shown);
  });

  it.each([
    [4, 5, false],
    [5, 5, true],
    [6, 5, true],
  ])('View More shows for %i loaded at page size %i: %s (a full page)', (loaded, size, shown) => {
    expect(isFullPage(loaded, size)).toBe(shown);
  });
});

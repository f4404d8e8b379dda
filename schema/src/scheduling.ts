import { SCHEDULE_MAX_AHEAD_SECONDS, SCHEDULE_STEP_SECONDS } from './comic-limits';

/**
 * The next half-hour slot after `nowSeconds` (epoch seconds), where "Schedule for later" starts
 * (creator spec §4): the first :00 or :30 (UTC steps of 1800 s) strictly after now.
 * 10:07 → 10:30, 10:30:00 → 11:00.
 */
export function nextHalfHourSlot(nowSeconds: number): number {
  return (Math.floor(nowSeconds / SCHEDULE_STEP_SECONDS) + 1) * SCHEDULE_STEP_SECONDS;
}

/** The latest time that may be chosen (§5): `nowSeconds` + one year (365 days), epoch seconds. */
export function latestScheduleTime(nowSeconds: number): number {
  return nowSeconds + SCHEDULE_MAX_AHEAD_SECONDS;
}

/** Why a chosen time is refused (see `scheduleTimeProblem`). */
export type ScheduleTimeProblem = 'out-of-range' | 'not-on-step';

/**
 * Checks a chosen publish or free-availability time, epoch seconds (§5): it must be a whole
 * number of seconds after now and at most one year ahead ('out-of-range'), on a 30-minute step,
 * i.e. a multiple of 1800 s ('not-on-step'). Returns null when the time is allowed.
 */
export function scheduleTimeProblem(timeSeconds: number, nowSeconds: number): ScheduleTimeProblem | null {
  if (!Number.isFinite(timeSeconds) || timeSeconds <= nowSeconds || timeSeconds > latestScheduleTime(nowSeconds)) {
    return 'out-of-range';
  }
  if (!Number.isInteger(timeSeconds) || timeSeconds % SCHEDULE_STEP_SECONDS !== 0) return 'not-on-step';
  return null;
}


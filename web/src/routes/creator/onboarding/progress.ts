import type { OnboardingStep } from '../../paths';

/** The four visible steps of the onboarding wizard (spec 001 §2), with the sub-steps each covers. */
export const ONBOARDING_STEPS = [
  { number: '01', label: 'Create Comic', subSteps: [] as OnboardingStep[] },
  { number: '02', label: 'Add Creator Details', subSteps: ['new-creator', 'pick-creator', 'invite-team'] as OnboardingStep[] },
  { number: '03', label: 'Add 1st Episode', subSteps: ['new-episode'] as OnboardingStep[] },
  { number: '04', label: 'Preview', subSteps: ['preview', 'congrats'] as OnboardingStep[] },
] as const;

/** Every sub-step of the wizard's URL (spec 001 §2), plus the Congrats page. */
export const ONBOARDING_SUB_STEPS: readonly OnboardingStep[] = ['new-creator', 'pick-creator', 'invite-team', 'new-episode', 'preview', 'congrats'];

/** Whether a URL segment is a wizard sub-step. */
export function isOnboardingStep(step: string | undefined): step is OnboardingStep {
  return !!step && (ONBOARDING_SUB_STEPS as readonly string[]).includes(step);
}

/** What the wizard knows of a series' progress. */
export interface SeriesProgress {
  status: string;
  creatorsCount: number;
  issuesCount: number;
}

/** Display state of a visible step. */
export type StepState = 'current' | 'complete' | 'skipped' | 'upcoming';

/**
 * Which of the four steps are done (spec 001 §4 "Onboarding progress"): step 1 once the series
 * exists, then the creator step (a creator credited), the episode step (an episode added) and the
 * preview step (the comic published).
 */
export function stepsDone(series: SeriesProgress | null): [boolean, boolean, boolean, boolean] {
  if (!series) return [false, false, false, false];
  return [true, series.creatorsCount > 0, series.issuesCount > 0, series.status === 'PUBLISHED'];
}

/** The index (0–3) of the visible step a sub-step belongs to; no series yet = step 1. */
export function visibleStepIndex(step: OnboardingStep | null): number {
  if (!step) return 0;
  return ONBOARDING_STEPS.findIndex((visible) => visible.subSteps.includes(step));
}

/**
 * The state of each visible step (spec 001 §2, §4): the current one; those done are complete; on
 * the preview step the earlier steps not done show as skipped (a step is skipped when the step
 * equals preview); the rest are upcoming.
 */
export function progressStates(step: OnboardingStep | null, series: SeriesProgress | null): StepState[] {
  const current = visibleStepIndex(step);
  const done = stepsDone(series);
  return ONBOARDING_STEPS.map((_, index) => {
    if (index === current && !(step === 'congrats' && done[index])) return 'current';
    if (done[index]) return 'complete';
    if ((step === 'preview' || step === 'congrats') && index < 3) return 'skipped';
    return 'upcoming';
  });
}

/**
 * Where the wizard continues for a series (spec 001 §2: /dashboard/new/comicseries/{uuid}): the
 * creator step (pick one of the user's creators, or make one) until a creator is credited, then
 * the first episode, then the preview.
 */
export function resumeStep(series: SeriesProgress, userHasCreators: boolean): OnboardingStep {
  if (series.creatorsCount === 0) return userHasCreators ? 'pick-creator' : 'new-creator';
  if (series.issuesCount === 0) return 'new-episode';
  return 'preview';
}

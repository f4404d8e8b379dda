import { describe, expect, it } from 'vitest';
import { billingPeriod, isoDay } from './billing-period';

const d = (s: string) => new Date(`${s}T12:00:00Z`);

describe('billingPeriod (spec 000 §2: reset date)', () => {
  it('resets on the anchor day next month when today is on or after that day', () => {
    const p = billingPeriod(d('2026-01-15'), d('2026-11-15'));
    expect(isoDay(p.start)).toBe('2026-11-15');
    expect(isoDay(p.resetsAt)).toBe('2026-12-15');
  });

  it('resets on the anchor day this month when today is before that day', () => {
    const p = billingPeriod(d('2026-01-20'), d('2026-11-03'));
    expect(isoDay(p.start)).toBe('2026-10-20');
    expect(isoDay(p.resetsAt)).toBe('2026-11-20');
  });

  it('moves an anchor day past the end of a short month to its last day', () => {
    const p = billingPeriod(d('2026-01-31'), d('2027-02-10'));
    expect(isoDay(p.start)).toBe('2027-01-31');
    expect(isoDay(p.resetsAt)).toBe('2027-02-28');
  });

  it('crosses the year boundary', () => {
    const p = billingPeriod(d('2025-06-05'), d('2026-12-24'));
    expect(isoDay(p.start)).toBe('2026-12-05');
    expect(isoDay(p.resetsAt)).toBe('2027-01-05');
  });
});

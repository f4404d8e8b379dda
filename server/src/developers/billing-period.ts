import { UTCDate } from '@date-fns/utc';
import { addMonths, getDaysInMonth, subMonths } from 'date-fns';

/** A billing month: [start, resetsAt), both UTC midnights. */
export interface BillingPeriod {
  start: Date;
  resetsAt: Date;
}

/**
 * The billing month that contains `now`. It restarts on the day of month of `anchor` (the billing
 * cycle anchor of an active subscription, else the account's creation date), moved to the next
 * month when today's day is on or after that day; days past a month's end fall on its last day.
 * Source: spec 000 §2 "Dashboard plan section" (reset date) and contract §3.
 */
export function billingPeriod(anchor: Date, now: Date = new Date()): BillingPeriod {
  const day = new UTCDate(anchor).getDate();
  const today = new UTCDate(now);
  const onDay = (month: Date) => {
    const d = new UTCDate(month.getFullYear(), month.getMonth(), 1);
    d.setDate(Math.min(day, getDaysInMonth(d)));
    return d;
  };
  const thisMonth = onDay(today);
  const resetsAt = today.getTime() >= thisMonth.getTime() ? onDay(addMonths(new UTCDate(today.getFullYear(), today.getMonth(), 1), 1)) : thisMonth;
  const start = onDay(subMonths(new UTCDate(resetsAt.getFullYear(), resetsAt.getMonth(), 1), 1));
  return { start: new Date(start.getTime()), resetsAt: new Date(resetsAt.getTime()) };
}

/** `YYYY-MM-DD` of a UTC date, the form stored in api_usage.period_start. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { PLANS } from '@inkcast/schema';
import type { MyAppsDashboardQuery } from '../../../generated/graphql';
import { hasPaidFeatures } from './PlanSection';

type Details = NonNullable<MyAppsDashboardQuery['getMyDeveloperDetails']>;

const number = new Intl.NumberFormat('en-US');

/** Hidden on screen, read by screen readers (and by the browser tests). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Epoch seconds (UTC midnight) as month and day, e.g. 'March 5' (spec §2: reset date). */
export function monthAndDay(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The chart library is the dashboard's largest dependency: it loads after the page's first paint. */
const DailyRequestsBars = lazy(() => import('./DailyRequestsBars'));

const CHART_HEIGHT = 220;

/** One usage bar: used of limit, and the server's percent (rounded up). */
function UsageBar({ label, testId, used, limit, percent, unit, note }: { label: string; testId: string; used: number; limit: number; percent: number; unit: string; note?: string }) {
  return (
    <Box data-testid={testId} data-percent={percent}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-text`}>
          {number.format(used)} of {number.format(limit)} {unit} · {percent}%
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
        aria-label={label}
        sx={{ height: 10, borderRadius: 5 }}
      />
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** Requests per day of the current billing month, as a bar chart and an accessible table. */
function DailyRequestsChart({ days }: { days: Details['dailyApiUsage'] }) {
  const total = days.reduce((sum, d) => sum + d.requests, 0);
  return (
    <Box data-testid="daily-requests" data-total={total}>
      <Typography sx={{ fontWeight: 600 }}>Daily requests this billing month</Typography>
      <Typography variant="body2" color="text.secondary">
        {number.format(total)} {total === 1 ? 'request' : 'requests'} so far
      </Typography>
      <Box aria-hidden sx={{ mt: 1, minHeight: CHART_HEIGHT }}>
        <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
          <DailyRequestsBars days={days} height={CHART_HEIGHT} />
        </Suspense>
      </Box>
      <Box component="table" sx={visuallyHidden} aria-label="Daily requests">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Requests</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} data-day={d.day} data-requests={d.requests}>
              <td>{d.day}</td>
              <td>{d.requests}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * Whether generated transcripts are offered: only to an active or past_due subscription whose plan
 * includes them (spec §4; Business, and Pro's 100 a month of spec §9).
 */
export function transcriptsOffered(details: Pick<Details, 'subscriptionStatus' | 'allowedPopularEpisodeTranscriptsLimit'>): boolean {
  return hasPaidFeatures(details) && details.allowedPopularEpisodeTranscriptsLimit > 0;
}

/** API and transcript usage bars, the reset date and the daily chart (spec §2). */
export function UsageSection({ details }: { details: Details }) {
  return (
    <Stack spacing={3}>
      <UsageBar
        label="API requests"
        testId="api-usage"
        used={details.currentApiUsage}
        limit={details.allowedApiCallsLimit}
        percent={details.apiUsagePercent}
        unit="requests"
      />
      <UsageBar
        label="Episode transcripts"
        testId="transcript-usage"
        used={details.currentPopularEpisodeTranscriptsUsage}
        limit={details.allowedPopularEpisodeTranscriptsLimit}
        percent={details.transcriptUsagePercent}
        unit="transcripts"
        note={
          transcriptsOffered(details)
            ? undefined
            : `Generated transcripts come with the ${PLANS.PRO.name} (${number.format(PLANS.PRO.transcriptCreditsPerMonth)}/month) and ${PLANS.BUSINESS.name} (${number.format(PLANS.BUSINESS.transcriptCreditsPerMonth)}/month) plans. Transcripts from feeds are free on every plan.`
        }
      />
      <Typography variant="body2" color="text.secondary" data-testid="usage-reset-date">
        Usage resets on {monthAndDay(details.resetDate)}.
      </Typography>
      <DailyRequestsChart days={details.dailyApiUsage} />
    </Stack>
  );
}

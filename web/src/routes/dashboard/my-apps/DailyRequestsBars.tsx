import { BarChart } from '@mui/x-charts/BarChart';

/** 'YYYY-MM-DD' as a short axis label, e.g. 'Mar 5'. */
function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The daily-requests bar chart (@mui/x-charts), one bar per day of the billing month so far. */
export default function DailyRequestsBars({ days, height }: { days: { day: string; requests: number }[]; height: number }) {
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: days.map((d) => shortDay(d.day)) }]}
      yAxis={[{ tickMinStep: 1, width: 48 }]}
      series={[{ data: days.map((d) => d.requests), label: 'Requests', color: '#4f46e5' }]}
      hideLegend
      margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
    />
  );
}

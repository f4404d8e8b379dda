import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocsFrame } from './DocsFrame';

/** Changes developers can see, newest first. */
const entries: { date: string; title: string; kind: 'New' | 'Improved'; items: string[] }[] = [
  {
    date: '2026-11-22',
    title: 'The Inkcast API and developer dashboard',
    kind: 'New',
    items: [
      'The GraphQL API for podcasts and webcomics at POST /graphql, authenticated with the X-USER-ID and X-API-KEY headers.',
      'Podcast series, episodes, iTunes information, transcripts and chapters; comic series, episodes, stories and creators.',
      'Search across podcasts, episodes, comics and creators, popular content, and top charts by country and genre.',
      'Monthly quotas: Free 500 requests, Pro 100,000, Business 350,000.',
      'Sign up with an invite code (or request one) and log in with a link sent by e-mail: no passwords.',
      'The developer dashboard shows your user ID, creates your API key (shown once, and rollable), and gives you a ready-made first request.',
      'Usage bars for API requests and episode transcripts, the date your quota resets, and a chart of requests per day this billing month.',
      'The API reference on these pages is generated from the schema itself, so it always matches the API.',
    ],
  },
];

/** /developers/changelog: what changed in the API and the dashboard. */
export function ChangelogPage() {
  return (
    <DocsFrame
      title="Changelog"
      documentTitle="Changelog · Inkcast docs"
      lead={<Typography color="text.secondary">New features and changes to the Inkcast API and dashboard, newest first. Changes never break existing queries.</Typography>}
    >
      <Stack spacing={5} sx={{ mt: 5 }}>
        {entries.map((entry) => (
          <Box component="section" key={entry.date} aria-labelledby={`changelog-${entry.date}`}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Typography component="time" dateTime={entry.date} variant="body2" color="text.secondary">
                {new Date(`${entry.date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
              </Typography>
              <Chip size="small" label={entry.kind} color={entry.kind === 'New' ? 'primary' : 'default'} />
            </Stack>
            <Typography id={`changelog-${entry.date}`} variant="h5" component="h2" sx={{ mt: 1 }}>
              {entry.title}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
              {entry.items.map((item) => (
                <Typography component="li" key={item} sx={{ mt: 0.75 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </DocsFrame>
  );
}

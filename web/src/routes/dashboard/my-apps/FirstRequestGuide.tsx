import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '../../../components/CodeBlock';
import { sampleQuery } from '../../developers/sample-query';

/** Placeholder for the key in the curl command once the key is no longer shown. */
export const API_KEY_PLACEHOLDER = '<your API key>';

/** The curl command of the first-request guide, for this user's ID and a key (or its placeholder). */
export function curlCommand(origin: string, userId: string, apiKey: string | null): string {
  const body = JSON.stringify({ query: sampleQuery.replace(/\s+/g, ' ') });
  return [
    `curl -X POST ${origin}/graphql \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'X-USER-ID: ${userId}' \\`,
    `  -H 'X-API-KEY: ${apiKey ?? API_KEY_PLACEHOLDER}' \\`,
    `  -d '${body}'`,
  ].join('\n');
}

/** The first-request guide (spec §2): the landing page's example query and a ready curl command. */
export function FirstRequestGuide({ userId, apiKey }: { userId: string; apiKey: string | null }) {
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Look up a podcast by name. Paste this into a terminal{apiKey ? '' : ', with your API key in place of the placeholder'}:
      </Typography>
      <CodeBlock code={curlCommand(window.location.origin, userId, apiKey)} title="Terminal" label="First request with curl" />
      <Typography color="text.secondary">The query it sends, easier to read:</Typography>
      <CodeBlock code={sampleQuery} language="graphql" title="getPodcastSeries.graphql" label="Example query" />
    </Stack>
  );
}

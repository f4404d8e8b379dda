import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeBlock } from '../../../components/CodeBlock';
import { curlCommand, sampleQuery } from '../../developers/sample-query';

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

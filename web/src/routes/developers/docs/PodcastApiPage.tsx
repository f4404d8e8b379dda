import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ApiReference } from './ApiReference';
import { DocsFrame } from './DocsFrame';
import { areaReference } from './schema-reference';

/** /developers/podcast-api: the podcast part of the API reference, generated from the SDL. */
export function PodcastApiPage() {
  const reference = useMemo(() => areaReference('podcasts'), []);
  return (
    <DocsFrame
      title="Podcast API"
      documentTitle="Podcast API · Inkcast docs"
      lead={
        <Typography color="text.secondary">
          Podcast series, episodes, iTunes information, transcripts, chapters, search and top charts. Every description
          below comes from the API's schema, so it always matches what the API does.
        </Typography>
      }
    >
      <ApiReference reference={reference} />
    </DocsFrame>
  );
}

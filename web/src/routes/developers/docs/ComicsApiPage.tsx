import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ApiReference } from './ApiReference';
import { DocsFrame } from './DocsFrame';
import { areaReference } from './schema-reference';

/** /developers/comics-api: the webcomics and creators part of the API reference, generated from the SDL. */
export function ComicsApiPage() {
  const reference = useMemo(() => areaReference('comics'), []);
  return (
    <DocsFrame
      title="Comics API"
      documentTitle="Comics API · Inkcast docs"
      lead={
        <Typography color="text.secondary">
          Webcomic series, episodes (issues), stories and their creators, with the same user ID and API key as the podcast
          API. Every description below comes from the API's schema, so it always matches what the API does.
        </Typography>
      }
    >
      <ApiReference reference={reference} />
    </DocsFrame>
  );
}

/** The sample query of the landing page (spec §1), shown verbatim. */
export const sampleQuery = `{
  getPodcastSeries(name: "Serial") {
    uuid
    name
    itunesId
    description
    imageUrl
    totalEpisodesCount
    itunesInfo {
      uuid
      baseArtworkUrlOf(size: 640)
    }
    episodes(limitPerPage: 3) {
      uuid
      name
      datePublished
      audioUrl
    }
  }
}`;

/** Placeholders of the credentials in examples. */
export const USER_ID_PLACEHOLDER = '<your user ID>';
export const API_KEY_PLACEHOLDER = '<your API key>';

/** A curl command sending the sample query to `origin`/graphql with the given credentials (or placeholders). */
export function curlCommand(origin: string, userId: string | null, apiKey: string | null): string {
  const body = JSON.stringify({ query: sampleQuery.replace(/\s+/g, ' ') });
  return [
    `curl -X POST ${origin}/graphql \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'X-USER-ID: ${userId ?? USER_ID_PLACEHOLDER}' \\`,
    `  -H 'X-API-KEY: ${apiKey ?? API_KEY_PLACEHOLDER}' \\`,
    `  -d '${body}'`,
  ].join('\n');
}

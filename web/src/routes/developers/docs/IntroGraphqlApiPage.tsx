import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  EPISODES_LIMIT_PER_PAGE_DEFAULT,
  EPISODES_LIMIT_PER_PAGE_MAX,
  EPISODES_PAGE_MAX,
  ERROR_HTTP_STATUS,
  ErrorCode,
  LATEST_EPISODES_LIMIT_PER_PAGE_DEFAULT,
  LATEST_EPISODES_LIMIT_PER_PAGE_MAX,
  LATEST_EPISODES_PAGE_MAX,
  MULTIPLE_UUIDS_MAX,
  PLANS,
  QUERY_COST_MAX,
  QUERY_DEPTH_MAX,
  SEARCH_LIMIT_PER_PAGE_DEFAULT,
  SEARCH_LIMIT_PER_PAGE_MAX,
  SEARCH_PAGE_MAX,
} from '@inkcast/schema';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CodeBlock } from '../../../components/CodeBlock';
import { paths } from '../../paths';
import { curlCommand, sampleQuery } from '../sample-query';
import { ApiReference, Description } from './ApiReference';
import { DocsFrame } from './DocsFrame';
import { areaReference, hasField, schemaDescription } from './schema-reference';

const number = new Intl.NumberFormat('en-US');

/** What each error code means for a client. */
const errorMeanings: Record<ErrorCode, string> = {
  API_KEY_INVALID: 'The X-USER-ID or X-API-KEY header is missing, malformed, unknown or revoked. data is null.',
  API_RATE_LIMIT_EXCEEDED:
    "This month's requests are used up (extensions.resetsAt says when they come back), or a transcript needs credits you don't have left.",
  INVALID_QUERY_OR_SYNTAX: 'The query does not parse or does not match the schema (unknown field, wrong argument type, …).',
  BAD_USER_INPUT: 'An argument value is not allowed; the message names it. The field is null, its siblings still resolve.',
  QUERY_TOO_COMPLEX: `The query is deeper than ${QUERY_DEPTH_MAX} fields or costs more than ${number.format(QUERY_COST_MAX)} expected objects.`,
  REQUIRES_USER_AUTHENTICATION: 'The operation needs a signed-in user.',
  ACCESS_NOT_ALLOWED: "Not permitted: another user's item, or a feature your plan does not include.",
  INKCAST_SERVER_ERROR: 'Something went wrong on our side. Retry later; no internals are ever returned.',
};

/** The paged fields and their limits (from the shared limits, the same numbers the server enforces). */
const pagingRows = [
  { fields: 'PodcastSeries.episodes, ComicSeries.issues, Creator.content', page: EPISODES_PAGE_MAX, limitDefault: EPISODES_LIMIT_PER_PAGE_DEFAULT, limitMax: EPISODES_LIMIT_PER_PAGE_MAX },
  {
    fields: 'search, searchForTerm, getPopularContent, getTopChartsByCountry, getTopChartsByGenres, getTopCharts',
    page: SEARCH_PAGE_MAX,
    limitDefault: SEARCH_LIMIT_PER_PAGE_DEFAULT,
    limitMax: SEARCH_LIMIT_PER_PAGE_MAX,
  },
  { fields: 'getLatestPodcastEpisodes', page: LATEST_EPISODES_PAGE_MAX, limitDefault: LATEST_EPISODES_LIMIT_PER_PAGE_DEFAULT, limitMax: LATEST_EPISODES_LIMIT_PER_PAGE_MAX },
];

/** The key field of each cacheable type (contract §7); rows whose field is not in the SDL are left out. */
const cacheKeys: { key: string; types: string[] }[] = [
  {
    key: 'uuid',
    types: ['PodcastSeries', 'PodcastEpisode', 'iTunesInfo', 'Person', 'ComicSeries', 'ComicIssue', 'ComicStory', 'Creator', 'CreatorContent', 'HostingProvider', 'OAuthDetails', 'ClaimHostingProviderDetails', 'FeedRefreshDetails', 'WebsubDetails', 'WebhookFilter'],
  },
  { key: 'id', types: ['TranscriptItem', 'Chapter', 'SearchResponseDetails', 'SearchRankingDetails', 'Webhook', 'User', 'DevApp', 'PublicClientDetails', 'Documentation'] },
  { key: 'searchId', types: ['SearchResults', 'SearchQueryResponseInfo'] },
  { key: 'popularityRankId', types: ['PopularityResult'] },
  { key: 'topChartsId', types: ['TopChartsResults'] },
  { key: 'userId', types: ['UserDeveloperDetails', 'UserDeveloperBillingPlanDetails', 'UserWebhooks', 'UserDevApps'] },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ mt: 6, scrollMarginTop: 96 }}>
      <Typography id={`${id}-heading`} variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, i) => (
                <TableCell key={i} sx={{ verticalAlign: 'top' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const code = (text: string) => (
  <Box component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875em' }}>
    {text}
  </Box>
);

/**
 * /developers/intro-to-inkcast-graphql-api: how to call the API (auth headers, errors and codes,
 * pagination limits, cache keys, the example query) and the account, usage and webhook operations.
 */
const webhookVerification = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.INKCAST_WEBHOOK_SECRET); // whsec_…

// rawBody: the exact bytes received, before any JSON parsing
const event = wh.verify(rawBody, {
  'webhook-id': req.headers['webhook-id'],
  'webhook-timestamp': req.headers['webhook-timestamp'],
  'webhook-signature': req.headers['webhook-signature'],
});
console.log(event.type, event.uuid);`;

export function IntroGraphqlApiPage() {
  const reference = useMemo(() => areaReference('account'), []);
  const keys = cacheKeys
    .map((row) => ({ ...row, types: row.types.filter((type) => hasField(type, row.key)) }))
    .filter((row) => row.types.length > 0);

  return (
    <DocsFrame
      title="Intro to the Inkcast GraphQL API"
      documentTitle="Intro to the Inkcast GraphQL API · Inkcast docs"
      lead={
        <Typography color="text.secondary">
          One endpoint, one request per query, exactly the fields you ask for. This page covers authentication, errors,
          limits and caching; the <Link component={RouterLink} to={paths.podcastApiDocs}>Podcast API</Link> and{' '}
          <Link component={RouterLink} to={paths.comicsApiDocs}>Comics API</Link> pages list every query and type.
        </Typography>
      }
    >
      <Section id="authentication" title="Authentication">
        <Typography>
          Send {code('POST /graphql')} with a JSON body {code('{"query", "variables", "operationName"}')} and two headers:{' '}
          {code('X-USER-ID')}, your user ID, and {code('X-API-KEY')}, your API key. Both are in your{' '}
          <Link component={RouterLink} to={paths.dashboard}>dashboard</Link>; the key is shown once when you create or roll
          it, so store it safely. Open {code('/graphql')} in a browser for the playground.
        </Typography>
        <Box sx={{ mt: 2 }}>
          <CodeBlock code={curlCommand(window.location.origin, null, null)} title="Terminal" label="Example request with curl" />
        </Box>
      </Section>

      <Section id="example-query" title="Your first query">
        <Typography sx={{ mb: 2 }}>Look up a podcast by name, with its iTunes artwork and latest episodes:</Typography>
        <CodeBlock code={sampleQuery} language="graphql" title="getPodcastSeries.graphql" label="Example query" />
      </Section>

      <Section id="conventions" title="Conventions">
        <Description text={schemaDescription()} />
      </Section>

      <Section id="errors" title="Errors and codes">
        <Typography sx={{ mb: 2 }}>
          Every error carries its code twice, at the top level and in {code('extensions.code')}. A lookup that finds nothing
          is not an error: it returns {code('null')}, and a list returns {code('[]')}.
        </Typography>
        <CodeBlock
          title="Response"
          label="Example error response"
          code={`{
  "data": { "getPodcastSeries": null },
  "errors": [{
    "message": "123 is not a valid uuid",
    "code": "BAD_USER_INPUT",
    "path": ["getPodcastSeries"],
    "extensions": { "code": "BAD_USER_INPUT" }
  }]
}`}
        />
        <Box sx={{ mt: 2 }}>
          <SimpleTable
            label="Error codes"
            head={['Code', 'HTTP status', 'Meaning']}
            rows={(Object.keys(ErrorCode) as ErrorCode[]).map((name) => [code(name), ERROR_HTTP_STATUS[name], errorMeanings[name]])}
          />
        </Box>
      </Section>

      <Section id="quotas" title="Quotas">
        <Typography sx={{ mb: 2 }}>
          One HTTP request counts as one API request against your plan's monthly quota. Introspection and the account and
          quota queries ({code('me')}, {code('getApiRequestsRemaining')}, {code('getTranscriptCreditsRemaining')}) are
          free. So is an identical repeat (the same query text, operation name and variables, sent by you within 60
          seconds): it is answered from the response cache, with an {code('age')} header giving its age in seconds. The
          month restarts on your billing day (on Free, the day you signed up).
        </Typography>
        <SimpleTable
          label="Plan quotas"
          head={['Plan', 'API requests / month', 'Generated transcripts / month', 'Webhooks']}
          rows={Object.values(PLANS).map((plan) => [
            plan.name,
            number.format(plan.apiRequestsPerMonth),
            number.format(plan.transcriptCreditsPerMonth),
            plan.webhooks ? 'Yes' : 'No',
          ])}
        />
      </Section>

      <Section id="pagination" title="Pagination limits">
        <Typography sx={{ mb: 2 }}>
          Lists are paged with {code('page')} (1-based) and {code('limitPerPage')}. Values below 1 or above the maximum are a{' '}
          {code('BAD_USER_INPUT')} error, never silently clamped; a page past the end returns {code('[]')}. The{' '}
          {code('getMultiple…')} queries take at most {MULTIPLE_UUIDS_MAX} uuids. Queries may be at most {QUERY_DEPTH_MAX} fields
          deep and cost at most {number.format(QUERY_COST_MAX)} expected objects.
        </Typography>
        <SimpleTable
          label="Pagination limits"
          head={['Fields', 'page (max)', 'limitPerPage (default / max)']}
          rows={pagingRows.map((row) => [row.fields, row.page, `${row.limitDefault} / ${row.limitMax}`])}
        />
      </Section>

      <Section id="cache-keys" title="Cache keys">
        <Typography sx={{ mb: 2 }}>
          Each cacheable type has one key field that is always present and stable across requests. Select it, and a
          normalised cache (Apollo Client, urql, Relay) keeps one copy of each object.
        </Typography>
        <SimpleTable label="Cache keys" head={['Key field', 'Types']} rows={keys.map((row) => [code(row.key), row.types.join(', ')])} />
      </Section>

      <Section id="webhooks" title="Webhooks">
        <Typography sx={{ mb: 2 }}>
          On the Business plan, Inkcast POSTs a JSON envelope to your endpoint when podcasts, comics or creators change:{' '}
          {code('uuid')}, {code('taddyType')}, {code('action')}, {code('timestamp')} (epoch seconds), {code('data')} (the
          object as the API returns it), {code('matchingFilters')}, {code('id')} (the {code('webhook-id')}) and{' '}
          {code('type')} ({code('<taddyType>.<action>')}, e.g. {code('podcastepisode.created')}). Delivery is at least once and
          unordered: de-duplicate on {code('webhook-id')} and order by {code('timestamp')}.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Every delivery is signed per the Standard Webhooks spec: {code('webhook-id')}, {code('webhook-timestamp')} and{' '}
          {code('webhook-signature')} ({code('v1,<base64 HMAC-SHA256 of "id.timestamp.body">')} keyed with your{' '}
          {code('whsec_…')} secret). The legacy {code('X-INKCAST-WEBHOOK-SECRET')} header carries the secret itself. Reject
          timestamps more than 5 minutes off. Answer any 2xx within 15 seconds; otherwise Inkcast retries after 5 s, 5 min,
          30 min, 2 h, 5 h, 10 h and 10 h (with jitter, or after your {code('Retry-After')}). {code('410 Gone')} disables the
          endpoint, as do 5 days of failures; failed deliveries of the last 14 days can be replayed.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Filters narrow what an endpoint receives ({code('addWebhookFilter')}, up to 20 per webhook). A filter applies to
          one event name: events with no filter for their name are always sent; otherwise an event is sent when any of its
          filters passes, and {code('matchingFilters')} lists the ones that did. A filter passes when each of its clauses
          matches ({code('fieldN')} is a top-level {code('data')} field, {code('valueN')} a case-insensitive regular
          expression of up to 500 characters, without lookahead or backreferences; for a list, any element) and, when{' '}
          {code('includedUuids')} is set, the object's uuid or its parent's (an episode's series) is in it, while neither is
          in {code('excludedUuids')}. Example: {code('podcastepisode.created')} with {code('field1: "description"')} and{' '}
          {code('value1: "interview|guest"')}.
        </Typography>
        <CodeBlock
          code={webhookVerification}
          title="verify.js"
          label="Verifying a delivery with the standardwebhooks package"
        />
      </Section>

      <Section id="account-reference" title="Account, usage and webhooks reference">
        <Typography>
          Operations about your own account: remaining requests and credits, developer applications and webhooks. They are
          not counted against your quota.
        </Typography>
        <ApiReference reference={reference} />
      </Section>
    </DocsFrame>
  );
}

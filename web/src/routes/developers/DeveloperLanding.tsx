import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DataObjectIcon from '@mui/icons-material/DataObject';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import SearchIcon from '@mui/icons-material/Search';
import SubtitlesOutlinedIcon from '@mui/icons-material/SubtitlesOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CodeBlock } from '../../components/CodeBlock';
import { SectionHeading } from '../../components/SectionHeading';
import { inkSurface } from '../../theme';
import { paths, useKeepQuery } from '../paths';
import { sampleQuery } from './sample-query';

const sampleHeaders = `X-USER-ID: <your user ID>
X-API-KEY: <your API key>`;

const stats = [
  { value: '4M+', label: 'podcasts' },
  { value: '180M+', label: 'episodes' },
  { value: '1k', label: 'new podcasts a day' },
  { value: '50k', label: 'new episodes a day' },
  { value: '80+', label: 'paying users' },
] as const;

const benefits: { icon: ReactNode; title: string; body: string }[] = [
  {
    icon: <DataObjectIcon />,
    title: 'Exactly the data you need',
    body: 'One GraphQL request returns the fields you ask for: series, episodes, iTunes info and artwork in the sizes you want.',
  },
  {
    icon: <BoltOutlinedIcon />,
    title: 'Always up to date',
    body: '1k new podcasts and 50k new episodes are added every day, so your app never shows a stale catalogue.',
  },
  {
    icon: <SubtitlesOutlinedIcon />,
    title: 'Episode transcripts',
    body: 'Get transcripts of popular podcast episodes to power search, summaries and accessibility.',
  },
  {
    icon: <SearchIcon />,
    title: 'Search and top charts',
    body: 'Search 4M+ podcasts and 180M+ episodes, and see what is trending in the top charts.',
  },
  {
    icon: <WebhookIcon />,
    title: 'Webhooks',
    body: 'Hear about changes as they happen, from podcastseries.new_episodes_released to comicissue.created.',
  },
  {
    icon: <AutoStoriesOutlinedIcon />,
    title: 'Webcomics, too',
    body: 'Comic series, episodes and their creators come from the same API, with the same keys.',
  },
];

const comparison: { feature: string; inkcast: string; diy: string }[] = [
  { feature: 'Catalogue', inkcast: '4M+ podcasts and 180M+ episodes, ready to query', diy: 'Find, crawl and parse millions of RSS feeds' },
  { feature: 'Freshness', inkcast: '1k new podcasts and 50k new episodes a day', diy: 'Run crawlers around the clock' },
  { feature: 'Data format', inkcast: 'GraphQL: one request, only the fields you need', diy: 'Inconsistent XML feeds to normalise' },
  { feature: 'Transcripts', inkcast: 'Included on paid plans', diy: 'Build your own speech-to-text pipeline' },
  { feature: 'Change notifications', inkcast: 'Webhooks', diy: 'Poll and diff every feed yourself' },
  { feature: 'Webcomics', inkcast: 'Same API, same keys', diy: 'A second integration to build' },
  { feature: 'Cost to start', inkcast: 'Free: 500 requests/month', diy: 'Servers, storage and engineering time' },
];

/** "Get Your API Key" button: links to developer signup and keeps an invite code in the query string. */
function GetApiKeyButton() {
  const keepQuery = useKeepQuery();
  return (
    <Button
      component={RouterLink}
      to={keepQuery(paths.signupDevelopers)}
      variant="contained"
      color="secondary"
      size="large"
      endIcon={<ArrowForwardIcon />}
      sx={{ flexShrink: 0 }}
    >
      Get Your API Key
    </Button>
  );
}

/** Dark hero with the headline, calls to action and the marketing numbers. */
function Hero() {
  return (
    <Box
      component="section"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: inkSurface.text,
        bgcolor: inkSurface.background,
        backgroundImage: `radial-gradient(60% 80% at 85% 0%, ${alpha('#6366f1', 0.45)} 0%, transparent 60%),
          radial-gradient(50% 60% at 0% 100%, ${alpha('#f59e0b', 0.18)} 0%, transparent 60%)`,
      }}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 8, md: 13 }, pb: { xs: 6, md: 10 } }}>
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Chip
            label="GraphQL API for podcasts & webcomics"
            sx={{ bgcolor: alpha('#ffffff', 0.08), color: inkSurface.text, border: `1px solid ${inkSurface.border}` }}
          />
          <Typography variant="h1" sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem', md: '4rem' }, maxWidth: 960, color: '#fff' }}>
            The GraphQL API for{' '}
            <Box component="span" sx={{ color: inkSurface.accent }}>
              podcasts and webcomics
            </Box>
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, fontSize: { xs: '1.0625rem', md: '1.25rem' }, color: inkSurface.muted, maxWidth: 700 }}>
            Get 4M+ podcasts and 180M+ episodes, with transcripts, search and webhooks, plus webcomics and their
            creators, from a single GraphQL API.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <GetApiKeyButton />
            <Button
              component={RouterLink}
              to={paths.podcastApiDocs}
              size="large"
              variant="outlined"
              sx={{ color: '#fff', borderColor: inkSurface.border, '&:hover': { borderColor: '#fff', bgcolor: alpha('#fff', 0.06) } }}
            >
              Read the documentation
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ color: inkSurface.muted }}>
            Start free with 500 requests a month.
          </Typography>
        </Stack>

        <Box
          component="dl"
          sx={{
            m: 0,
            mt: { xs: 7, md: 10 },
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
            border: `1px solid ${inkSurface.border}`,
            borderRadius: 4,
            overflow: 'hidden',
            gap: '1px',
            bgcolor: inkSurface.border,
          }}
        >
          {stats.map((stat) => (
            <Box
              key={stat.label}
              sx={{ bgcolor: inkSurface.background, px: 3, py: 3, textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}
            >
              <Typography component="dt" variant="body2" sx={{ color: inkSurface.muted }}>
                {stat.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 800, fontSize: { xs: 28, md: 34 }, color: '#fff', letterSpacing: '-0.02em' }}
              >
                {stat.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/** Grid of the API's benefits. */
function Benefits() {
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionHeading
        overline="Why Inkcast"
        title="Everything you need to build with podcasts and webcomics"
        subtitle="Skip the crawling, parsing and storage. Ask for the data and ship your app."
      />
      <Grid container spacing={3}>
        {benefits.map((benefit) => (
          <Grid key={benefit.title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%', transition: 'border-color .2s', '&:hover': { borderColor: 'primary.light' } }}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  sx={(theme) => ({
                    width: 44,
                    height: 44,
                    borderRadius: 2.5,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: alpha(theme.palette.primary.main, 0.08),
                    mb: 2,
                  })}
                >
                  {benefit.icon}
                </Box>
                <Typography variant="h6" component="h3" gutterBottom>
                  {benefit.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {benefit.body}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

/** The sample query, the authentication headers and the playground link. */
function SampleQuery() {
  return (
    <Box component="section" sx={{ bgcolor: '#f7f7fb', borderBlock: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionHeading
              align="left"
              overline="Your first request"
              title="One query. Exactly the data you need."
              subtitle="Look up a podcast by name and get its details, iTunes artwork and latest episodes in a single request."
            />
            <Typography sx={{ mb: 2 }}>
              Every request needs your user ID and API key in the <code>X-USER-ID</code> and <code>X-API-KEY</code> headers.
            </Typography>
            <CodeBlock code={sampleHeaders} title="Request headers" label="Request headers" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
              <Button href={paths.playground} variant="contained" endIcon={<OpenInNewIcon />}>
                Try it in the playground
              </Button>
              <Button component={RouterLink} to={paths.podcastApiDocs} variant="text">
                Podcast API docs
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <CodeBlock code={sampleQuery} language="graphql" title="getPodcastSeries.graphql" label="Sample GraphQL query" />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

/** Inkcast compared with building the same data pipeline in-house. */
function Comparison() {
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionHeading
        overline="Compare"
        title="Inkcast vs. building it yourself"
        subtitle="Months of crawling, parsing and hosting, or one API key."
      />
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
        <Table sx={{ minWidth: 640 }} aria-label="Inkcast compared with building it yourself">
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: '22%' }} />
              <TableCell scope="col" sx={{ color: 'primary.main' }}>
                Inkcast
              </TableCell>
              <TableCell scope="col">Building it yourself</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {comparison.map((row) => (
              <TableRow key={row.feature} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {row.feature}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <CheckCircleIcon fontSize="small" color="success" sx={{ mt: '2px' }} />
                    <span>{row.inkcast}</span>
                  </Stack>
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <HorizontalRuleIcon fontSize="small" sx={{ mt: '2px', color: 'text.disabled' }} />
                    <span>{row.diy}</span>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}

/** Closing call to action. */
function CallToAction() {
  return (
    <Container component="section" maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
      <Box
        sx={{
          borderRadius: 5,
          px: { xs: 3, md: 8 },
          py: { xs: 6, md: 8 },
          color: '#fff',
          background: `linear-gradient(135deg, #4f46e5 0%, ${inkSurface.background} 100%)`,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          gap: 4,
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h2" sx={{ color: '#fff' }}>
            Start building today
          </Typography>
          <Typography sx={{ color: alpha('#fff', 0.8), mt: 1 }}>
            The Free plan includes 500 requests a month. Upgrade when you need more.{' '}
            <Link component={RouterLink} to={paths.pricing} sx={{ color: '#fff', fontWeight: 600 }} underline="always">
              See pricing
            </Link>
          </Typography>
        </Box>
        <GetApiKeyButton />
      </Box>
    </Container>
  );
}

/** The developer landing page (spec §2), served at "/" and "/developers". */
export function DeveloperLanding() {
  return (
    <>
      <title>Inkcast · GraphQL API for podcasts and webcomics</title>
      <Hero />
      <Benefits />
      <SampleQuery />
      <Comparison />
      <CallToAction />
    </>
  );
}

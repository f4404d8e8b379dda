import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../routes/paths';
import { inkSurface } from '../theme';
import { Logo } from './Logo';

const columns = [
  {
    heading: 'APIs',
    links: [
      { label: 'Podcast API', to: paths.podcastApiDocs },
      { label: 'Comics API', to: paths.comicsApiDocs },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Changelog', to: paths.changelog },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { label: 'Intro to the Inkcast GraphQL API', to: paths.introToGraphqlApi },
      { label: 'Why we built Inkcast', to: paths.whyWeBuilt },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Developer Policy', to: paths.developerPolicy },
      { label: 'Privacy Policy', to: paths.privacyPolicy },
    ],
  },
] as const;

/** Footer of the developer site with the spec's documentation, company and policy links. */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: inkSurface.background, color: inkSurface.text, mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ color: inkSurface.muted, mt: 2, maxWidth: 320 }}>
              A GraphQL API for podcasts and webcomics, and a home for webcomic creators.
            </Typography>
          </Grid>
          {columns.map((column) => (
            <Grid key={column.heading} size={{ xs: 12, sm: 4, md: 'grow' }}>
              <Typography variant="overline" component="h2" sx={{ color: inkSurface.accent }}>
                {column.heading}
              </Typography>
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      variant="body2"
                      sx={{ color: inkSurface.text, opacity: 0.85, '&:hover': { opacity: 1 } }}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ color: inkSurface.muted, mt: { xs: 5, md: 7 }, pt: 3, borderTop: `1px solid ${inkSurface.border}` }}>
          © {new Date().getFullYear()} Inkcast
        </Typography>
      </Container>
    </Box>
  );
}

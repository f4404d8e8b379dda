import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../paths';

const docsNav = [
  { label: 'Intro to the GraphQL API', to: paths.introToGraphqlApi },
  { label: 'Podcast API', to: paths.podcastApiDocs },
  { label: 'Comics API', to: paths.comicsApiDocs },
  { label: 'Changelog', to: paths.changelog },
] as const;

/** Frame of a documentation page: the docs navigation beside the page's content. */
export function DocsFrame({ title, lead, documentTitle, children }: { title: string; lead: ReactNode; documentTitle: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <title>{documentTitle}</title>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' }, gap: { xs: 3, md: 6 } }}>
        <Box component="nav" aria-label="Documentation" sx={{ position: { md: 'sticky' }, top: { md: 96 }, alignSelf: 'start' }}>
          <Typography variant="overline" color="primary">
            Docs
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {docsNav.map((item) => (
              <li key={item.to}>
                <Link
                  component={RouterLink}
                  to={item.to}
                  aria-current={pathname === item.to ? 'page' : undefined}
                  sx={{ fontWeight: pathname === item.to ? 700 : 500, color: pathname === item.to ? 'primary.main' : 'text.secondary' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
        <Box component="article" sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            {title}
          </Typography>
          <Box sx={{ mt: 2, color: 'text.secondary', fontSize: '1.0625rem' }}>{lead}</Box>
          {children}
        </Box>
      </Box>
    </Container>
  );
}

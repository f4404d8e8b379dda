import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../../../components/Breadcrumbs';

/** Props of PageFrame. */
export interface PageFrameProps {
  /** The page's h1. */
  title: ReactNode;
  /** The browser tab's title (before " · Inkcast"). */
  documentTitle: string;
  subtitle?: ReactNode;
  /** Next to the title (a status badge). */
  badge?: ReactNode;
  /** On the right of the title (buttons). */
  actions?: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  /** The go-back button's target (a path, or 'history'). */
  back?: string | 'history';
  backLabel?: string;
  maxWidth?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** The frame of a creator dashboard page: breadcrumbs, the heading row, then the page. */
export function PageFrame({ title, documentTitle, subtitle, badge, actions, breadcrumbs, back, backLabel, maxWidth = 'lg', children }: PageFrameProps) {
  return (
    <Box sx={{ bgcolor: '#f7f7fb', minHeight: '70vh' }}>
      <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
        <title>{`${documentTitle} · Inkcast`}</title>
        <Breadcrumbs items={breadcrumbs} back={back} backLabel={backLabel} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', mb: { xs: 3, md: 4 } }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.625rem', md: '2.125rem' }, overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              {badge}
            </Stack>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 0.75 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {actions && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
              {actions}
            </Stack>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/**
 * What a creator dashboard page shows while its data loads: the PageFrame's background, width,
 * breadcrumb row and heading already in place (skeletons), and a panel with the spinner, so the
 * page does not jump from a bare white spinner to its frame when the data arrives.
 */
export function PageFrameLoading({ label = 'Loading', maxWidth = 'lg' }: { label?: string; maxWidth?: PageFrameProps['maxWidth'] }) {
  return (
    <Box sx={{ bgcolor: '#f7f7fb', minHeight: '70vh' }}>
      <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }} aria-busy="true">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: { xs: 2, md: 3 }, minHeight: 36 }} aria-hidden>
          <Skeleton variant="rounded" width={84} height={30} sx={{ borderRadius: 999 }} />
          <Skeleton width={200} />
        </Box>
        <Skeleton aria-hidden sx={{ fontSize: { xs: '1.625rem', md: '2.125rem' }, width: { xs: '70%', sm: '40%' }, mb: { xs: 3, md: 4 } }} />
        <Panel sx={{ minHeight: 320, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={label} />
        </Panel>
      </Container>
    </Box>
  );
}

/** The h1 and the line under it, for a form or wizard step that has no PageFrame heading row. */
export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.625rem', md: '2.125rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75 }}>
        {subtitle}
      </Typography>
    </Box>
  );
}

/** A white panel holding a section of a page. */
export function Panel({ children, sx }: { children: ReactNode; sx?: object }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2.5, sm: 4 }, ...sx }}>{children}</Box>
  );
}

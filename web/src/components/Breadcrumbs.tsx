import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

/** One step of the trail: a link, or the current page when `to` is absent. */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}

/** Props of Breadcrumbs. */
export interface BreadcrumbsProps {
  /** Steps after the home link; the last one without `to` is the current page. */
  items?: BreadcrumbItem[];
  /** Where the home link goes (default: the creator dashboard). */
  home?: { to: string; label: string };
  /**
   * The optional go-back button: a path, or 'history' to go back one step in the browser's
   * history. Absent: no go-back button.
   */
  back?: string | 'history';
  backLabel?: string;
}

/**
 * The breadcrumb trail of the dashboard (spec 001 §2 shared widgets): a home link, the steps to
 * the current page, and an optional go-back button.
 */
export function Breadcrumbs({ items = [], home = { to: '/dashboard/creator', label: 'Dashboard' }, back, backLabel = 'Back' }: BreadcrumbsProps) {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: { xs: 2, md: 3 }, minHeight: 36 }}>
      {back && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<ArrowBackOutlinedIcon />}
          {...(back === 'history' ? { onClick: () => navigate(-1) } : { component: RouterLink, to: back })}
          sx={{ flexShrink: 0 }}
        >
          {backLabel}
        </Button>
      )}
      <MuiBreadcrumbs aria-label="Breadcrumb" sx={{ fontSize: '0.9rem', minWidth: 0 }}>
        <Link component={RouterLink} to={home.to} color="inherit" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <HomeOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
          {home.label}
        </Link>
        {items.map((item, index) =>
          item.to && index < items.length - 1 ? (
            <Link key={`${item.label}-${index}`} component={RouterLink} to={item.to} color="inherit">
              {item.label}
            </Link>
          ) : (
            <Typography
              key={`${item.label}-${index}`}
              color="text.primary"
              aria-current={index === items.length - 1 ? 'page' : undefined}
              sx={{ fontSize: 'inherit', fontWeight: 600, maxWidth: { xs: 180, sm: 360 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {item.label}
            </Typography>
          ),
        )}
      </MuiBreadcrumbs>
    </Box>
  );
}

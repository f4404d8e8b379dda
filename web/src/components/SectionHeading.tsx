import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Props of SectionHeading. */
export interface SectionHeadingProps {
  overline?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level of the title; pages use 1 once, sections 2. */
  level?: 1 | 2;
  /** Colour the heading for a dark background. */
  inverted?: boolean;
}

/** A section's overline, title and subtitle, left or centre aligned. */
export function SectionHeading({ overline, title, subtitle, align = 'center', level = 2, inverted = false }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Stack spacing={1.5} sx={{ textAlign: align, alignItems: centered ? 'center' : 'flex-start', mb: { xs: 4, md: 6 } }}>
      {overline && (
        <Typography variant="overline" color={inverted ? 'secondary' : 'primary'} sx={{ lineHeight: 1.5 }}>
          {overline}
        </Typography>
      )}
      <Typography
        variant={level === 1 ? 'h2' : 'h3'}
        component={level === 1 ? 'h1' : 'h2'}
        sx={{ fontSize: level === 1 ? { xs: '2.25rem', md: '3.25rem' } : { xs: '1.75rem', md: '2.375rem' }, maxWidth: 820 }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 400, fontSize: { xs: '1.0625rem', md: '1.25rem' }, maxWidth: 680, color: inverted ? 'rgba(255,255,255,0.75)' : 'text.secondary' }}
        >
          {subtitle}
        </Typography>
      )}
    </Stack>
  );
}

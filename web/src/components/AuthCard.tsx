import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Props of AuthCard. */
export interface AuthCardProps {
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Marks the card with the current step of a multi-step flow (data-step), for tests and styling. */
  step?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** A centred card for the sign-up, login and verification screens. */
export function AuthCard({ title, subtitle, step, children, footer }: AuthCardProps) {
  return (
    <Box sx={{ bgcolor: '#f7f7fb', py: { xs: 6, md: 10 }, minHeight: '70vh' }}>
      <Container maxWidth="sm">
        <Card data-step={step} sx={{ boxShadow: '0 24px 60px -36px rgba(19, 18, 53, 0.45)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.625rem', sm: '2rem' } }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            )}
            <Box sx={{ mt: 3 }}>{children}</Box>
          </CardContent>
        </Card>
        {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
      </Container>
    </Box>
  );
}

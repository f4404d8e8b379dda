import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Props of DashboardCard. */
export interface DashboardCardProps {
  /** The section's anchor (e.g. #plan); also names the card for assistive technology. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** One section of the developer dashboard: a card with an h2. */
export function DashboardCard({ id, title, subtitle, children }: DashboardCardProps) {
  return (
    <Card component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ height: '100%', scrollMarginTop: 96 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Typography id={`${id}-heading`} variant="h6" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        <div style={{ marginTop: 20 }}>{children}</div>
      </CardContent>
    </Card>
  );
}

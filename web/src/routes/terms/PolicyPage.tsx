import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One policy section. */
export interface PolicySection {
  heading: string;
  body: ReactNode[];
}

/** Frame of a policy page: title, last update, sections. */
export function PolicyPage({ title, updated, intro, sections }: { title: string; updated: string; intro: string; sections: PolicySection[] }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <title>{`${title} · Inkcast`}</title>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last updated {updated}
      </Typography>
      <Typography sx={{ mt: 3 }}>{intro}</Typography>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 5 }}>
          <Typography variant="h5" component="h2">
            {section.heading}
          </Typography>
          {section.body.map((paragraph, index) => (
            <Typography key={index} sx={{ mt: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Container>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The Inkcast mark and wordmark; `inverted` for dark backgrounds; `compact` shows only the mark on phones. */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 28, height: 28, flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#1d1b4f'} />
        <path d="M10 22c4-1 7-5 8-10l4 4c-5 1-9 4-10 8z" fill="#f59e0b" />
        <circle cx="21" cy="11" r="2.2" fill={inverted ? '#1d1b4f' : '#ffffff'} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: 20,
          letterSpacing: '-0.03em',
          color: inverted ? '#ffffff' : 'text.primary',
          display: compact ? { xs: 'none', sm: 'inline' } : 'inline',
        }}
      >
        inkcast
      </Typography>
    </Box>
  );
}

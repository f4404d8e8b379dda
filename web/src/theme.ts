import { alpha, createTheme } from '@mui/material/styles';

const ink = '#1d1b4f';
const indigo = '#4f46e5';
const amber = '#f59e0b';

/** The Inkcast Material UI theme: ink-blue primary, amber accent, quiet surfaces. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: indigo, dark: '#3730a3', light: '#818cf8', contrastText: '#ffffff' },
    secondary: { main: amber, contrastText: ink },
    text: { primary: '#14132b', secondary: '#55536e' },
    background: { default: '#ffffff', paper: '#ffffff' },
    divider: '#e6e5f0',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.08 },
    h2: { fontWeight: 800, letterSpacing: '-0.025em', lineHeight: 1.15 },
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontWeight: 700, letterSpacing: '-0.015em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 }, sizeLarge: { paddingBlock: 12, paddingInline: 28 } },
    },
    // A visible focus ring for keyboard users on every button, icon button and card link (the
    // ripple alone is too faint on the light surfaces).
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${indigo}`, outlineOffset: 2 } } },
    },
    MuiCardActionArea: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
    },
    MuiTab: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: '#e6e5f0' } },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTableCell: {
      styleOverrides: {
        head: ({ theme }) => ({ fontWeight: 700, backgroundColor: alpha(theme.palette.primary.main, 0.04) }),
      },
    },
  },
});

/** Colours for dark "ink" surfaces (hero, code blocks, footer). */
export const inkSurface = {
  background: ink,
  backgroundDeep: '#131235',
  text: '#eceaff',
  muted: '#a9a6d6',
  border: 'rgba(255,255,255,0.12)',
  accent: amber,
} as const;

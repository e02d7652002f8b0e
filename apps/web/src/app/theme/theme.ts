import { alpha, createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** A calm finance palette: deep indigo primary, teal secondary. */
export function createAppTheme(mode: ColorMode): Theme {
  const dark = mode === 'dark';
  const primary = dark ? '#8c9eff' : '#283593';
  const secondary = dark ? '#4db6ac' : '#00796b';
  const divider = dark ? 'rgba(255,255,255,0.10)' : 'rgba(15,23,42,0.10)';

  return createTheme({
    palette: {
      mode,
      primary: { main: primary },
      secondary: { main: secondary },
      // Light-mode greens and ambers dark enough for 4.5:1 text contrast on tinted rows and white chip labels.
      success: { main: dark ? '#66bb6a' : '#256b29' },
      warning: { main: dark ? '#ffa726' : '#b45309' },
      error: { main: dark ? '#f44336' : '#c62828' },
      background: dark ? { default: '#0d1117', paper: '#151b27' } : { default: '#f5f7fb', paper: '#ffffff' },
      text: dark ? { primary: '#e6e9f2', secondary: '#a3acc2' } : { primary: '#141a2e', secondary: '#4f5874' },
      divider,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontWeight: 700, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.12em' },
    },
    components: {
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: ({ theme }) => ({
            backgroundColor: alpha(theme.palette.background.paper, 0.92),
            backdropFilter: 'saturate(180%) blur(8px)',
            borderBottom: `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiPaper: { styleOverrides: { outlined: { borderColor: divider } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
      // MUI's default (action.active, 54% black) falls just short of 4.5:1 on the page background.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
      MuiListSubheader: { styleOverrides: { root: { lineHeight: '40px', fontWeight: 700, letterSpacing: '0.08em' } } },
    },
  });
}

// Ojas' look: forest green and saffron on warm cream; colours meet WCAG AA on their backgrounds.
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#2f5d3a', dark: '#1f4028', light: '#4f7d5a', contrastText: '#ffffff' },
    secondary: { main: '#9a4a12', contrastText: '#ffffff' },
    background: { default: '#fbf8f1', paper: '#ffffff' },
    text: { primary: '#1d2420', secondary: '#4a524c' },
    success: { main: '#2e7d32' },
    error: { main: '#b3261e' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    h1: {
      fontFamily: 'Georgia, "Noto Serif", "Times New Roman", serif',
      fontWeight: 700,
      fontSize: 'clamp(2rem, 5vw, 3.25rem)',
      lineHeight: 1.15,
    },
    h2: {
      fontFamily: 'Georgia, "Noto Serif", "Times New Roman", serif',
      fontWeight: 700,
      fontSize: 'clamp(1.6rem, 3.5vw, 2.25rem)',
    },
    h3: {
      fontFamily: 'Georgia, "Noto Serif", "Times New Roman", serif',
      fontWeight: 700,
      fontSize: 'clamp(1.3rem, 2.5vw, 1.6rem)',
    },
    h4: { fontWeight: 700, fontSize: '1.2rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

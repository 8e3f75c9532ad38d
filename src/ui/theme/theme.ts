// Ojas' look: forest green and saffron on warm cream; colours meet WCAG AA on their backgrounds.
// Every colour, radius, font stack and shadow of the UI is named here, once.
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { BRAND_COLOURS, BRAND_SANS, BRAND_SERIF } from '@domain/brand';

const GREEN = BRAND_COLOURS.green;
const CREAM = BRAND_COLOURS.cream;
const SERIF = BRAND_SERIF;

/**
 * Ojas' theme. Made when the app starts rather than when this module is evaluated: making it is
 * several milliseconds of a phone's CPU, and the start runs it in a step of its own.
 */
export function createAppTheme(): Theme {
  return createTheme({
    palette: {
      primary: { main: GREEN, dark: BRAND_COLOURS.greenDark, light: '#4f7d5a', contrastText: '#ffffff' },
      secondary: { main: BRAND_COLOURS.saffron, contrastText: '#ffffff' },
      background: { default: CREAM, paper: BRAND_COLOURS.paper },
      text: { primary: BRAND_COLOURS.text, secondary: BRAND_COLOURS.textMuted },
      success: { main: '#2e7d32' },
      error: { main: '#b3261e' },
      surface: {
        border: BRAND_COLOURS.border,
        borderSoft: '#ece5d4',
        borderStrong: '#d8ceb6',
        borderControl: '#d9d1bd',
        borderHover: '#cbbf9f',
        edge: '#ebe3cf',
        ring: '#efe7d4',
        divider: '#efe8d8',
        sand: '#f4eee0',
        sage: BRAND_COLOURS.sage,
        sageBorder: '#dfe7d8',
        saffron: '#fbf1de',
        photo: '#f4efe3',
        field: '#f6f1e6',
        fieldBorder: '#e4dccb',
        hover: '#f7f3ea',
        avatar: '#dfe9da',
        glow: '#efe3c4',
        veil: 'rgba(255, 255, 255, 0.7)',
      },
      rating: { main: '#b86e00', empty: '#c9bfa8' },
      accent: { gold: '#f1c46b', leaf: '#6f9a6e', saffronText: '#7a3a0e', badge: '#3b3b36', placeholder: '#5d655f' },
      footer: { text: '#f4efe3', muted: '#e6dfcf' },
      gradient: {
        hero: 'linear-gradient(120deg, #f7efdd 0%, #f4f1e4 45%, #e5eedf 100%)',
        page: `linear-gradient(180deg, #f7f1e3 0%, ${alpha(CREAM, 0)} 420px)`,
      },
    },
    shape: { borderRadius: 12, pill: 999 },
    elevation: {
      focusRing: `0 0 0 3px ${alpha(GREEN, 0.18)}`,
      card: `0 12px 40px -24px ${alpha(GREEN, 0.35)}`,
      cardHover: '0 10px 28px -14px rgba(47, 73, 52, 0.35)',
    },
    typography: {
      fontFamily: BRAND_SANS,
      fontFamilySerif: SERIF,
      // A heading never runs off a phone: a word longer than the line (an id, a long name) breaks.
      h1: {
        fontFamily: SERIF,
        fontWeight: 700,
        fontSize: 'clamp(2rem, 5vw, 3.25rem)',
        lineHeight: 1.15,
        overflowWrap: 'anywhere',
      },
      h2: { fontFamily: SERIF, fontWeight: 700, fontSize: 'clamp(1.6rem, 3.5vw, 2.25rem)', overflowWrap: 'anywhere' },
      h3: { fontFamily: SERIF, fontWeight: 700, fontSize: 'clamp(1.3rem, 2.5vw, 1.6rem)', overflowWrap: 'anywhere' },
      h4: { fontWeight: 700, fontSize: '1.2rem', overflowWrap: 'anywhere' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Keyboard focus is always visible: MUI's focus ripple alone is too faint to see on the
      // outlined buttons and chips (day chips, time slots, Continue).
      // A button that cannot act now but keeps keyboard focus (aria-disabled rather than disabled,
      // which would drop the focus to the page: the cart's stepper, Place order, Save address) is
      // drawn like a disabled one.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': { outline: `3px solid ${GREEN}`, outlineOffset: 2 },
            '&[aria-disabled="true"]': { color: theme.palette.action.disabled, cursor: 'default' },
          }),
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: ({ theme }) => ({
            '&.MuiButton-contained[aria-disabled="true"]': {
              backgroundColor: theme.palette.action.disabledBackground,
              boxShadow: 'none',
            },
          }),
        },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}

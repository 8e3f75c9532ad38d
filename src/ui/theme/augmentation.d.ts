// The tokens src/ui/theme/theme.ts adds to MUI's theme, typed.
import '@mui/material/styles';

interface SurfaceColors {
  border: string;
  borderSoft: string;
  borderStrong: string;
  borderControl: string;
  borderHover: string;
  edge: string;
  ring: string;
  divider: string;
  sand: string;
  sage: string;
  sageBorder: string;
  saffron: string;
  photo: string;
  field: string;
  fieldBorder: string;
  hover: string;
  avatar: string;
  glow: string;
  veil: string;
}

interface CustomPalette {
  /** Backgrounds and borders of the warm cream surfaces. */
  surface: SurfaceColors;
  /** Rating stars: filled and empty. */
  rating: { main: string; empty: string };
  accent: { gold: string; leaf: string; saffronText: string; badge: string; placeholder: string };
  /** Text on the dark green footer. */
  footer: { text: string; muted: string };
  gradient: { hero: string; page: string };
}

interface Elevation {
  focusRing: string;
  card: string;
  cardHover: string;
}

declare module '@mui/material/styles' {
  /* eslint-disable @typescript-eslint/no-empty-object-type */
  interface Palette extends CustomPalette {}
  interface PaletteOptions extends Partial<CustomPalette> {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
  interface Theme {
    elevation: Elevation;
  }
  interface ThemeOptions {
    elevation?: Elevation;
  }
  interface TypographyVariants {
    fontFamilySerif: string;
  }
  interface TypographyVariantsOptions {
    fontFamilySerif?: string;
  }
}

declare module '@mui/system' {
  interface Shape {
    pill: number;
  }
}

// Ojas' colours, named once: the UI's theme (src/ui/theme/theme.ts) and the emails the server
// sends both take them from here, so a message looks like the site.
export const BRAND_COLOURS = {
  green: '#2f5d3a',
  greenDark: '#1f4028',
  cream: '#fbf8f1',
  saffron: '#9a4a12',
  paper: '#ffffff',
  text: '#1d2420',
  textMuted: '#4a524c',
  border: '#e7e0cf',
  sage: '#eef3ea',
} as const;

/** The serif of headings. */
export const BRAND_SERIF = 'Georgia, "Noto Serif", "Times New Roman", serif';
/** The sans-serif of body text. */
export const BRAND_SANS = '"Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

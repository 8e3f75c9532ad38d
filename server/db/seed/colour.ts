// Colour helpers for the generated artwork. Colours are always #rrggbb strings.

export const FALLBACK_COLOUR = '#2e7d32';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The colour if it is a #rrggbb string, otherwise the fallback (so nothing else reaches the SVG). */
export function safeColour(colour: string, fallback: string = FALLBACK_COLOUR): string {
  return typeof colour === 'string' && HEX.test(colour) ? colour.toLowerCase() : fallback;
}

function channels(colour: string): [number, number, number] {
  const c = safeColour(colour);
  return [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)];
}

function hex(v: number): string {
  return Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');
}

/** Linear mix: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return `#${hex(ar + (br - ar) * t)}${hex(ag + (bg - ag) * t)}${hex(ab + (bb - ab) * t)}`;
}

/** Mix towards white. */
export function tint(colour: string, t: number): string {
  return mix(colour, '#ffffff', t);
}

/** Mix towards black. */
export function shade(colour: string, t: number): string {
  return mix(colour, '#000000', t);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(colour);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** True when dark ink reads better than light ink on this colour. */
export function isLight(colour: string): boolean {
  return luminance(colour) > 0.4;
}

/** Pull a colour towards a warm grey, keeping its hue but calming it. */
export function soften(colour: string, t: number): string {
  return mix(colour, '#b8ad9e', t);
}

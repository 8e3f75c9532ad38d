// Generated artwork for the storefront: product packshots, ingredient flat-lays, brand emblems,
// doctor portraits and blog covers, all drawn as small SVG documents (no text, no fonts, no
// external references) that sharp/librsvg rasterises when the images are served.
// Everything here is pure: the same input always gives the same SVG string.

import { isLight, luminance, mix, safeColour, shade, tint } from './colour.ts';
import { between, intBetween, pick, seededRandom } from './random.ts';

export type PackagingForm =
  | 'tablet'
  | 'capsule'
  | 'powder'
  | 'syrup'
  | 'oil'
  | 'ghee'
  | 'cream'
  | 'shampoo'
  | 'tea'
  | 'juice'
  | 'soap'
  | 'gel'
  | 'balm'
  | 'drops'
  | 'granules';

type Rnd = () => number;

const TAU = Math.PI * 2;
const CREAM = '#fbf7ee';

// ------------------------------------------------------------------ SVG primitives

/** Compact number: whole units are plenty at these canvas sizes. */
const n = (v: number): string => String(Math.round(v));

function doc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke-linecap="round" stroke-linejoin="round">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

const stopsOf = (list: readonly Stop[]): string =>
  list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');

function lin(id: string, list: readonly Stop[], vertical = false): string {
  return `<linearGradient id="${id}"${vertical ? ' x2="0" y2="1"' : ''}>${stopsOf(list)}</linearGradient>`;
}

function rad(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(list)}</radialGradient>`;
}

const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;

const stroke = (d: string, colour: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}"${extra}/>`;

const op = (o: number): string => ` opacity="${o}"`;

/** Circle as a path fragment, so many circles can share one <path>. */
const circ = (x: number, y: number, r: number): string =>
  `M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1 0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1 0 ${n(-2 * r)},0Z`;

/** Ellipse as a path fragment. */
const ell = (x: number, y: number, rx: number, ry: number): string =>
  `M${n(x - rx)},${n(y)}a${n(rx)},${n(ry)} 0 1 0 ${n(2 * rx)},0a${n(rx)},${n(ry)} 0 1 0 ${n(-2 * rx)},0Z`;

/** Rounded rectangle as a path fragment (relative commands keep it short). */
function rr(x: number, y: number, w: number, h: number, r: number): string {
  const q = Math.round(Math.min(r, w / 2, h / 2));
  const X = Math.round(x);
  const Y = Math.round(y);
  const iw = Math.round(w) - 2 * q;
  const ih = Math.round(h) - 2 * q;
  const a = (dx: number, dy: number) => `a${q},${q} 0 0 1 ${dx},${dy}`;
  return `M${X + q},${Y}h${iw}${a(q, q)}v${ih}${a(-q, q)}h${-iw}${a(-q, -q)}v${-ih}${a(q, -q)}Z`;
}

/** A horizontal (or vertical) pill: a round-capped stroke, far shorter than a rounded rect. */
function pill(x: number, y: number, w: number, h: number): string {
  return w >= h ? `M${n(x + h / 2)},${n(y + h / 2)}h${n(w - h)}` : `M${n(x + w / 2)},${n(y + w / 2)}v${n(h - w)}`;
}

const pills = (d: string, colour: string, thickness: number, extra = ''): string => stroke(d, colour, thickness, extra);

/** Band around a cylinder seen slightly from above: top and bottom edges bow downwards by `ry`. */
function cyl(x1: number, x2: number, top: number, bottom: number, ry: number): string {
  const rx = n((x2 - x1) / 2);
  return `M${n(x1)},${n(top)}V${n(bottom)}A${rx},${n(ry)} 0 0 0 ${n(x2)},${n(bottom)}V${n(top)}A${rx},${n(ry)} 0 0 1 ${n(x1)},${n(top)}Z`;
}

/** A leaf from its base (x, y) towards angle `ang`, `len` long, about `wid` wide at its widest. */
function leaf(x: number, y: number, len: number, wid: number, ang: number): string {
  const dx = Math.cos(ang);
  const dy = Math.sin(ang);
  const w = wid * 0.68;
  const at = (t: number, s: number) =>
    [Math.round(x + dx * len * t - dy * w * s), Math.round(y + dy * len * t + dx * w * s)] as const;
  const [bx, by] = at(0, 0);
  const [tx, ty] = at(1, 0);
  const rel = (t: number, s: number, ox: number, oy: number) => {
    const [px, py] = at(t, s);
    return `${px - ox},${py - oy}`;
  };
  // relative coordinates keep the path short
  return `M${bx},${by}c${rel(0.22, 1, bx, by)} ${rel(0.72, 0.95, bx, by)} ${tx - bx},${ty - by}c${rel(0.72, -0.95, tx, ty)} ${rel(0.22, -1, tx, ty)} ${bx - tx},${by - ty}Z`;
}

/** The centre line of a leaf, for a lighter midrib stroke. */
function midrib(x: number, y: number, len: number, ang: number): string {
  return `M${n(x)},${n(y)}L${n(x + Math.cos(ang) * len * 0.8)},${n(y + Math.sin(ang) * len * 0.8)}`;
}

interface Sprig {
  stem: string;
  leaves: string;
  ribs: string;
}

/** A stem with opposite leaf pairs and a terminal leaf. */
function sprig(x: number, y: number, len: number, ang: number, pairs: number, leafLen: number, bend = 0): Sprig {
  const dx = Math.cos(ang);
  const dy = Math.sin(ang);
  const cx = x + (dx * len) / 2 - dy * bend;
  const cy = y + (dy * len) / 2 + dx * bend;
  const ex = x + dx * len;
  const ey = y + dy * len;
  const point = (t: number) =>
    [
      (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * ex,
      (1 - t) ** 2 * y + 2 * (1 - t) * t * cy + t * t * ey,
    ] as const;
  const tangent = (t: number) =>
    Math.atan2(2 * (1 - t) * (cy - y) + 2 * t * (ey - cy), 2 * (1 - t) * (cx - x) + 2 * t * (ex - cx));
  let leaves = '';
  let ribs = '';
  for (let i = 0; i < pairs; i++) {
    const t = 0.28 + (0.62 * i) / Math.max(1, pairs);
    const [px, py] = point(t);
    const a = tangent(t);
    const l = leafLen * (1 - 0.3 * t);
    for (const side of [-1, 1]) {
      const la = a + side * 0.82;
      leaves += leaf(px, py, l, l * 0.42, la);
      ribs += midrib(px, py, l, la);
    }
  }
  const ta = tangent(1);
  leaves += leaf(ex, ey, leafLen * 0.85, leafLen * 0.36, ta);
  ribs += midrib(ex, ey, leafLen * 0.85, ta);
  return { stem: `M${n(x)},${n(y)}Q${n(cx)},${n(cy)} ${n(ex)},${n(ey)}`, leaves, ribs };
}

function drawSprig(s: Sprig, fill: string, rib: string | null, stemWidth: number): string {
  return (
    stroke(s.stem, fill, stemWidth) +
    path(s.leaves, fill) +
    (rib ? stroke(s.ribs, rib, Math.max(4, stemWidth * 0.55), op(0.55)) : '')
  );
}

/** `count` petals radiating from a ring of radius r0 between angles a0 and a1. */
function petals(
  cx: number,
  cy: number,
  r0: number,
  len: number,
  wid: number,
  count: number,
  a0 = 0,
  a1 = TAU,
  closed = true,
): string {
  let d = '';
  const steps = closed ? count : count - 1;
  for (let i = 0; i < count; i++) {
    const a = a0 + ((a1 - a0) * (closed ? i + 0.5 : i)) / Math.max(1, steps);
    d += leaf(cx + Math.cos(a) * r0, cy + Math.sin(a) * r0, len, wid, a);
  }
  return d;
}

/** A dot as a zero-length subpath; `spots` strokes it with round caps, far shorter than a circle. */
const spot = (x: number, y: number): string => `M${n(x)},${n(y)}h0`;

const spots = (d: string, colour: string, r: number, extra = ''): string => stroke(d, colour, r * 2, extra);

/** `count` dots evenly spaced on a ring of radius r. */
function dots(cx: number, cy: number, r: number, count: number, a0 = 0, a1 = TAU): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = a0 + ((a1 - a0) * (i + 0.5)) / count;
    d += spot(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  return d;
}

// ------------------------------------------------------------------ emblems (labels and logos)

type Motif = 'sprig' | 'mandala' | 'lotus' | 'roundel' | 'sunrise' | 'drop';
const MOTIFS: readonly [Motif, ...Motif[]] = ['sprig', 'mandala', 'lotus', 'roundel', 'sunrise', 'drop'];

/** A botanical / mandala emblem about 2·s across, centred on (cx, cy). */
function emblem(motif: Motif, cx: number, cy: number, s: number, ink: string, accent: string, count: number): string {
  const sw = Math.max(4, s * 0.07);
  switch (motif) {
    case 'sprig': {
      const sp = sprig(
        cx - s * 0.1,
        cy + s,
        s * 1.9,
        -Math.PI / 2 + 0.12,
        Math.min(4, Math.max(2, count - 4)),
        s * 0.62,
        s * 0.18,
      );
      return drawSprig(sp, ink, null, sw);
    }
    case 'mandala': {
      const k = Math.max(6, Math.min(10, count + 1));
      return (
        path(petals(cx, cy, s * 0.3, s * 0.62, s * 0.3, k), ink) +
        path(petals(cx, cy, s * 0.3, s * 0.42, s * 0.22, k, Math.PI / k, TAU + Math.PI / k), accent) +
        path(circ(cx, cy, s * 0.24), ink) +
        spots(dots(cx, cy, s * 1.08, k), ink, Math.max(4, s * 0.06))
      );
    }
    case 'lotus': {
      const bx = cx;
      const by = cy + s * 0.55;
      let d = '';
      const spread = [0, -0.5, 0.5, -1.0, 1.0];
      const lens = [1.25, 1.05, 1.05, 0.8, 0.8];
      for (let i = 0; i < 5; i++) {
        const a = -Math.PI / 2 + (spread[i] ?? 0);
        const l = s * (lens[i] ?? 1);
        d += leaf(bx, by, l, l * 0.5, a);
      }
      return (
        path(d, ink) +
        stroke(
          `M${n(cx - s)},${n(by + s * 0.2)}Q${n(cx)},${n(by + s * 0.42)} ${n(cx + s)},${n(by + s * 0.2)}`,
          accent,
          sw,
        )
      );
    }
    case 'roundel': {
      const l = s * 0.95;
      const base = cy + s * 0.62;
      return (
        stroke(circ(cx, cy, s), ink, sw) +
        path(leaf(cx, base, l, l * 0.5, -Math.PI / 2 - 0.55) + leaf(cx, base, l, l * 0.5, -Math.PI / 2 + 0.55), ink) +
        path(leaf(cx, base, l * 1.05, l * 0.42, -Math.PI / 2), accent)
      );
    }
    case 'sunrise': {
      const by = cy + s * 0.45;
      const k = Math.max(7, Math.min(11, count + 1));
      return (
        path(petals(cx, by, s * 0.52, s * 0.62, s * 0.26, k, Math.PI, TAU, false), ink) +
        path(
          `M${n(cx - s * 0.42)},${n(by)}A${n(s * 0.42)},${n(s * 0.42)} 0 0 1 ${n(cx + s * 0.42)},${n(by)}Z`,
          accent,
        ) +
        stroke(`M${n(cx - s * 1.1)},${n(by + sw * 1.6)}H${n(cx + s * 1.1)}`, ink, sw)
      );
    }
    case 'drop': {
      const top = cy - s * 1.05;
      const d = `M${n(cx)},${n(top)}C${n(cx + s * 0.25)},${n(cy - s * 0.45)} ${n(cx + s * 0.72)},${n(cy)} ${n(cx + s * 0.72)},${n(cy + s * 0.35)}A${n(s * 0.72)},${n(s * 0.72)} 0 0 1 ${n(cx - s * 0.72)},${n(cy + s * 0.35)}C${n(cx - s * 0.72)},${n(cy)} ${n(cx - s * 0.25)},${n(cy - s * 0.45)} ${n(cx)},${n(top)}Z`;
      return path(d, ink) + path(leaf(cx - s * 0.3, cy + s * 0.7, s * 0.9, s * 0.42, -Math.PI / 2 + 0.5), accent);
    }
  }
}

// ------------------------------------------------------------------ product packshots (view 1)

/** The colour, darkened until it reads as ink on cream or white. */
function deepen(colour: string): string {
  let c = colour;
  for (let i = 0; i < 6 && luminance(c) > 0.3; i++) c = shade(c, 0.15);
  return c;
}

interface Ctx {
  rnd: Rnd;
  brand: string;
  /** Ink that reads on the brand colour. */
  ink: string;
  /** The brand colour, darkened if needed so it reads on cream. */
  deep: string;
  accent: string;
  cap: string;
  style: 0 | 1 | 2;
  motif: Motif;
  count: number;
  side: 1 | -1;
  defs: string[];
}

const GOLD = '#d9b25c';

/** A label (clipped to `clipD`, default a cylinder band) with emblem, stripes and "type" bars. */
function label(c: Ctx, id: string, x: number, y: number, w: number, h: number, ry: number, clipD?: string): string {
  c.defs.push(`<clipPath id="${id}"><path d="${clipD ?? cyl(x, x + w, y, y + h, ry)}"/></clipPath>`);
  const wide = w / h > 1.6;
  // a short, wide label has no room for the split layout
  const style = wide && c.style === 2 ? 0 : c.style;
  const cream = style === 1;
  const base = cream ? CREAM : c.brand;
  const ink = cream ? c.deep : c.ink;
  const band = (y0: number, hh: number, fill: string) => path(cyl(x - 4, x + w + 4, y0, y0 + hh, ry), fill);
  let s = `<g clip-path="url(#${id})"><rect x="${n(x - 4)}" y="${n(y - 4)}" width="${n(w + 8)}" height="${n(h + ry + 8)}" fill="${base}"/>`;
  const thin = Math.max(6, h * 0.022);
  let panelTop = y + h;
  if (style === 0) {
    s += band(y + h * 0.06, thin, c.accent) + band(y + h * 0.9, thin, c.accent);
  } else if (style === 1) {
    s +=
      band(y - 4, h * 0.13, c.brand) + band(y + h * 0.13 + thin, thin, c.accent) + band(y + h * 0.9, h * 0.2, c.brand);
  } else {
    panelTop = y + h * 0.64;
    s += band(panelTop, h, CREAM) + band(panelTop, thin, c.accent);
  }
  const barInk = style === 2 ? c.deep : ink;
  if (wide) {
    const es = Math.min(h * 0.24, w * 0.13);
    const ex = x + w * 0.27;
    const ey = y + ry * 0.9 + h * 0.48;
    s += emblem(c.motif, ex, ey, es, ink, style === 1 ? c.accent : tint(c.accent, 0.2), c.count);
    const bx = x + w * 0.45;
    const by = ey - h * 0.12;
    const t1 = Math.max(12, h * 0.1);
    const t2 = Math.max(8, h * 0.05);
    s += pills(pill(bx, by, w * 0.36, t1), barInk, t1) + pills(pill(bx, by + h * 0.17, w * 0.24, t2), barInk, t2);
  } else {
    const es = Math.min(w * 0.2, h * 0.17);
    const ey = y + ry * 0.9 + h * (style === 2 ? 0.3 : style === 1 ? 0.42 : 0.38);
    const cx = x + w / 2;
    s += emblem(c.motif, cx, ey, es, ink, style === 1 ? c.accent : tint(c.accent, 0.2), c.count);
    const by = style === 2 ? panelTop + ry * 0.5 + h * 0.08 : ey + es * 1.45;
    const bw = w * 0.5;
    const t1 = Math.max(12, h * 0.055);
    const t2 = Math.max(8, h * 0.03);
    s +=
      pills(pill(cx - bw / 2, by + ry * 0.5, bw, t1), barInk, t1) +
      pills(pill(cx - bw * 0.32, by + ry * 0.5 + h * 0.09, bw * 0.64, t2), barInk, t2);
  }
  return s + '</g>';
}

/** Shading over a cylindrical silhouette plus a glossy highlight strip. */
function gloss(d: string, hx: number, hy: number, hh: number, hw = 26, strength = 0.38): string {
  return path(d, 'url(#cv)') + pills(pill(hx, hy, hw, hh), '#fff', hw, op(strength));
}

function ridges(x1: number, x2: number, y1: number, y2: number, colour: string, gap = 22): string {
  let d = '';
  for (let x = x1 + gap / 2; x < x2 - 4; x += gap) d += `M${n(x)},${n(y1)}v${n(y2 - y1)}`;
  return stroke(d, colour, 6, op(0.35));
}

function pharmacyBottle(c: Ctx, kind: 'tablet' | 'capsule'): string {
  const amber = c.rnd() < 0.35;
  const body = amber ? '#7a4016' : '#f2efe9';
  const bodyD = 'M400,1010V530Q400,458 470,458H730Q800,458 800,530V1010A200,24 0 0 1 400,1010Z';
  let s = path(rr(455, 392, 290, 90, 12), shade(body, 0.14));
  s += path(bodyD, body);
  s += label(c, 'lb', 400, 575, 400, 330, 24);
  s += gloss(bodyD, 438, 500, 470);
  s += path(rr(438, 282, 324, 138, 18), c.cap) + ridges(448, 752, 302, 402, shade(c.cap, 0.35));
  s += pills(pill(438, 282, 324, 22), tint(c.cap, 0.25), 22) + path(rr(438, 282, 324, 138, 18), 'url(#cv)');
  // a few pills in front
  const fx = 600 - c.side * 300;
  if (kind === 'capsule') {
    c.defs.push(
      lin(
        'pl',
        [
          [0, '#fff', 0.5],
          [0.35, '#fff', 0],
          [0.65, '#000', 0],
          [1, '#000', 0.2],
        ],
        true,
      ),
    );
    s += capsule(fx - 40, 1040, -c.side * 18, c.brand) + capsule(fx + 70, 1068, c.side * 26, c.brand);
  } else {
    s += tablet(fx - 50, 1036) + tablet(fx + 66, 1052) + tablet(fx - 14, 1080);
  }
  return s;
}

function capsule(x: number, y: number, angle: number, colour: string): string {
  const half = (sign: 1 | -1, fill: string) =>
    path(`M0,-28H${sign * 44}A28,28 0 0 ${sign === 1 ? 1 : 0} ${sign * 44},28H0Z`, fill);
  return (
    path(ell(x, y + 26, 86, 16), '#3b2a1a', op(0.16)) +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    half(-1, colour) +
    half(1, '#f3efe6') +
    path(rr(-72, -28, 144, 56, 28), 'url(#pl)') +
    stroke('M0,-26V26', '#000', 4, op(0.12)) +
    '</g>'
  );
}

function tablet(x: number, y: number): string {
  return (
    path(ell(x, y + 22, 62, 16), '#3b2a1a', op(0.16)) +
    path(ell(x, y + 12, 52, 26), '#d9d2c4') +
    path(ell(x, y, 52, 26), '#f4efe5') +
    stroke(`M${x - 30},${y}H${x + 30}`, '#cfc6b5', 6)
  );
}

function heap(x: number, y: number, w: number, colour: string): string {
  const h = w * 0.42;
  return (
    path(ell(x, y + 8, w * 0.62, w * 0.1), '#3b2a1a', op(0.15)) +
    path(
      `M${n(x - w / 2)},${n(y)}C${n(x - w * 0.3)},${n(y - h * 0.4)} ${n(x - w * 0.18)},${n(y - h)} ${n(x)},${n(y - h)}C${n(x + w * 0.18)},${n(y - h)} ${n(x + w * 0.3)},${n(y - h * 0.4)} ${n(x + w / 2)},${n(y)}Q${n(x)},${n(y + w * 0.08)} ${n(x - w / 2)},${n(y)}Z`,
      colour,
    ) +
    path(ell(x - w * 0.1, y - h * 0.62, w * 0.12, h * 0.18), '#fff', op(0.25))
  );
}

function pouch(c: Ctx, tea: boolean): string {
  const kraft = tea || c.rnd() < 0.3;
  const col = kraft ? '#c9a173' : c.style === 1 ? c.brand : '#f4eee3';
  const d = 'M382,330H818L834,950Q836,1012 778,1012H422Q364,1012 366,950Z';
  c.defs.push(
    lin(
      'pv',
      [
        [0, '#000', 0.18],
        [0.1, '#000', 0],
        [0.85, '#000', 0],
        [1, '#000', 0.16],
      ],
      true,
    ),
  );
  let s = path(d, col);
  s += path(rr(382, 330, 436, 56, 4), shade(col, 0.08)) + ridges(382, 818, 338, 380, shade(col, 0.3), 16);
  s += stroke('M392,420H808', shade(col, 0.2), 6, op(0.6));
  // a brand-coloured pouch takes a cream label, a white pouch a brand-coloured one
  const lc: Ctx = { ...c, style: kraft ? c.style : col === c.brand ? 1 : c.style === 1 ? 0 : c.style };
  s += label(lc, 'lb', 432, 490, 336, 400, 0, rr(432, 490, 336, 400, 28));
  s += stroke('M376,944Q600,990 824,944', shade(col, 0.2), 6, op(0.5));
  s += path(d, 'url(#cv)') + path(d, 'url(#pv)') + pills(pill(420, 410, 24, 520), '#fff', 24, op(0.3));
  const fx = 600 - c.side * 330;
  if (tea) {
    let leaves = '';
    for (let i = 0; i < 5; i++) {
      leaves += leaf(fx - 70 + i * 36, 1040 + (i % 2) * 26, 84, 36, -0.6 + i * 0.5 + c.rnd() * 0.4);
    }
    s += path(ell(fx, 1068, 120, 18), '#3b2a1a', op(0.12)) + path(leaves, '#5f6f3a');
  } else {
    s += heap(fx, 1056, 200, pick(c.rnd, ['#a8ad62', '#c59a5c', '#d98f2f', '#8c6a44']));
  }
  return s;
}

function jar(c: Ctx): string {
  const body = c.rnd() < 0.6 ? '#f3f0ea' : tint(c.brand, 0.82);
  const bodyD = cyl(392, 808, 560, 1010, 34);
  let s = path(bodyD, body);
  s += label(c, 'lb', 392, 650, 416, 280, 34);
  s += gloss(bodyD, 432, 600, 370);
  const lidD = cyl(382, 818, 440, 566, 34);
  s += path(lidD, c.cap) + ridges(392, 808, 470, 566, shade(c.cap, 0.35), 20) + path(lidD, 'url(#cv)');
  s += path(ell(600, 440, 218, 34), tint(c.cap, 0.2));
  return s + granuleHeap(c.rnd, 600 - c.side * 330, 1056, 200, '#b07a3e');
}

function granuleHeap(rnd: Rnd, x: number, y: number, w: number, colour: string): string {
  let g = '';
  for (let i = 0; i < 22; i++) {
    const t = rnd() * 2 - 1;
    const h = (1 - t * t) * w * 0.36;
    g += spot(x + (t * w) / 2, y - rnd() * h);
  }
  return heap(x, y, w, shade(colour, 0.1)) + spots(g, tint(colour, 0.18), 11);
}

function syrup(c: Ctx): string {
  const amber = '#7a3c10';
  const d =
    'M420,1010V620C420,540 470,512 530,482C553,470 560,456 560,432V372H640V432C640,456 647,470 670,482C730,512 780,540 780,620V1010A180,22 0 0 1 420,1010Z';
  let s = path(d, amber);
  s += label(c, 'lb', 420, 612, 360, 320, 22);
  s += gloss(d, 452, 560, 410, 24, 0.32);
  s += path(rr(546, 356, 108, 36, 8), shade(amber, 0.3));
  s +=
    path(rr(532, 240, 136, 128, 14), c.cap) +
    ridges(540, 660, 256, 356, shade(c.cap, 0.35), 18) +
    path(rr(532, 240, 136, 128, 14), 'url(#cv)');
  return s;
}

function juice(c: Ctx): string {
  const liquid = pick(c.rnd, ['#b9c77e', '#d3b95e', '#9fb565', '#6e3b57', '#c98a3f']);
  const d =
    'M430,1010V476C430,420 470,396 522,382C540,376 546,364 546,348V324H654V348C654,364 660,376 678,382C730,396 770,420 770,476V1010A170,20 0 0 1 430,1010Z';
  c.defs.push(
    lin(
      'lq',
      [
        [0, tint(liquid, 0.78)],
        [0.17, tint(liquid, 0.78)],
        [0.171, liquid],
        [1, shade(liquid, 0.15)],
      ],
      true,
    ),
  );
  let s = path(d, 'url(#lq)');
  s += label(c, 'lb', 430, 520, 340, 380, 20);
  s += stroke('M436,950H764M436,978H764', shade(liquid, 0.3), 6, op(0.35));
  s += gloss(d, 462, 420, 540, 24, 0.4);
  s +=
    path(rr(530, 226, 140, 110, 12), c.cap) +
    ridges(538, 662, 242, 326, shade(c.cap, 0.35), 18) +
    path(rr(530, 226, 140, 110, 12), 'url(#cv)');
  return s;
}

function oil(c: Ctx): string {
  const oilCol = pick(c.rnd, ['#d9a433', '#c7882a', '#b8a23a', '#d4b04a']);
  const d = 'M445,1010V566C445,506 498,476 560,460V382H640V460C702,476 755,506 755,566V1010A155,20 0 0 1 445,1010Z';
  c.defs.push(
    lin(
      'lq',
      [
        [0, tint(oilCol, 0.75)],
        [0.11, tint(oilCol, 0.75)],
        [0.111, oilCol],
        [1, shade(oilCol, 0.25)],
      ],
      true,
    ),
  );
  let s = path(d, 'url(#lq)');
  s += label(c, 'lb', 445, 610, 310, 300, 20);
  s += gloss(d, 474, 500, 470, 22, 0.42);
  s += path(rr(574, 262, 52, 36, 8), shade(c.cap, 0.15));
  s +=
    path(rr(540, 288, 120, 108, 14), c.cap) +
    path(rr(540, 288, 120, 108, 14), 'url(#cv)') +
    stroke('M548,330H652', shade(c.cap, 0.3), 6, op(0.5));
  return s;
}

function drops(c: Ctx): string {
  // carton behind, small amber dropper bottle in front
  const fx = c.side === 1 ? 560 : 390;
  const front = rr(fx, 360, 250, 650, 4);
  let s = path(ell(fx + 160, 1012, 230, 34), 'url(#sh)');
  s += path(`M${fx + 250},360L${fx + 340},318V968L${fx + 250},1010Z`, shade(c.brand, 0.3));
  s += path(`M${fx},360L${fx + 90},318H${fx + 340}L${fx + 250},360Z`, tint(c.brand, 0.25));
  s += label({ ...c, style: c.style === 1 ? 0 : c.style }, 'lc', fx, 360, 250, 650, 0, front);
  s += path(front, '#000', op(0.04));
  const bx = c.side === 1 ? 350 : 610;
  const d = `M${bx},1010V800C${bx},752 ${bx + 40},730 ${bx + 92},722V700H${bx + 188}V722C${bx + 240},730 ${bx + 280},752 ${bx + 280},800V1010A140,18 0 0 1 ${bx},1010Z`;
  s += path(ell(bx + 140, 1014, 190, 30), 'url(#sh)');
  s += path(d, '#7a3c10');
  s += label({ ...c, motif: c.motif === 'drop' ? 'drop' : 'roundel' }, 'lb', bx, 825, 280, 150, 18);
  s += gloss(d, bx + 26, 780, 210, 20, 0.32);
  const collar = rr(bx + 72, 618, 136, 100, 12);
  s += path(collar, c.cap) + ridges(bx + 76, bx + 204, 632, 706, shade(c.cap, 0.4), 16) + path(collar, 'url(#cv)');
  const bulb = `M${bx + 92},622V540C${bx + 92},470 ${bx + 188},470 ${bx + 188},540V622Z`;
  s += path(bulb, '#3a3431') + path(bulb, 'url(#cv)') + pills(pill(bx + 108, 520, 16, 90), '#fff', 16, op(0.25));
  return s;
}

function ghee(c: Ctx): string {
  const bodyD = cyl(392, 808, 520, 1010, 34);
  c.defs.push(
    lin(
      'gh',
      [
        [0, '#f3da8e'],
        [1, '#d8a63e'],
      ],
      true,
    ),
  );
  let s = path(bodyD, 'url(#gh)');
  let g = '';
  for (let i = 0; i < 18; i++) g += spot(410 + c.rnd() * 380, (i % 2 ? 560 : 935) + c.rnd() * 50);
  s += spots(g, '#fff3c4', 8, op(0.55));
  s += label(c, 'lb', 392, 640, 416, 260, 34);
  s += gloss(bodyD, 430, 560, 400, 28, 0.45);
  const lidD = cyl(380, 820, 420, 530, 34);
  const lid = c.rnd() < 0.5 ? '#c9a24a' : c.cap;
  s += path(lidD, lid) + ridges(390, 810, 446, 528, shade(lid, 0.35), 18) + path(lidD, 'url(#cv)');
  s += path(ell(600, 420, 220, 34), tint(lid, 0.22));
  return s;
}

function balm(c: Ctx): string {
  const metal = '#c5c8cc';
  let s = '';
  const sp = sprig(600 + c.side * 210, 700, 420, -Math.PI / 2 - c.side * 0.5, 3, 110, c.side * 40);
  s += drawSprig(sp, '#7b9a5c', '#a9c28a', 10);
  const baseD = cyl(300, 900, 740, 860, 100);
  s += path(baseD, metal) + path(baseD, 'url(#cv)');
  const lidD = cyl(294, 906, 640, 760, 104);
  const lid = c.rnd() < 0.5 ? c.brand : '#c9a24a';
  s += path(lidD, shade(lid, 0.08)) + path(lidD, 'url(#cv)');
  s += path(ell(600, 640, 306, 104), lid);
  const ink = lid === c.brand ? c.ink : shade(lid, 0.35);
  s += `<g transform="translate(600 640) scale(1 .34)">`;
  s += stroke(circ(0, 0, 262), tint(lid, 0.3), 10);
  s += emblem(c.motif, 0, 0, 150, ink, lid === c.brand ? GOLD : c.brand, c.count);
  s += '</g>';
  s += pills(pill(330, 700, 18, 120), '#fff', 18, op(0.35));
  return s;
}

function creamJar(c: Ctx): string {
  const body = c.rnd() < 0.5 ? '#f5f2ec' : tint(c.brand, 0.8);
  const bodyD = cyl(388, 812, 720, 1010, 56);
  let s = path(bodyD, body);
  s += label(c, 'lb', 388, 780, 424, 180, 56);
  s += gloss(bodyD, 426, 760, 200, 24, 0.4);
  const lid = c.rnd() < 0.4 ? '#c9a24a' : c.cap;
  const lidD = cyl(376, 824, 600, 730, 56);
  s += path(lidD, lid) + path(lidD, 'url(#cv)') + path(ell(600, 600, 224, 56), tint(lid, 0.2));
  s += pills(pill(410, 626, 18, 80), '#fff', 18, op(0.3));
  // a swatch of cream in front
  const fx = 600 - c.side * 320;
  s += path(ell(fx, 1050, 110, 24), '#3b2a1a', op(0.12));
  s += path(
    `M${fx - 100},1045C${fx - 90},990 ${fx - 20},1000 ${fx},1015C${fx + 30},980 ${fx + 100},1000 ${fx + 100},1045Q${fx},1072 ${fx - 100},1045Z`,
    '#fbf8f2',
  );
  s += stroke(`M${fx - 50},1030Q${fx},1010 ${fx + 50},1032`, '#e6dfd2', 8);
  return s;
}

function pumpBottle(c: Ctx): string {
  const body = pick(c.rnd, ['#f3f0ea', tint(c.brand, 0.75), c.brand]);
  const d = 'M440,1010V560C440,478 490,440 560,434H640C710,440 760,478 760,560V1010A160,22 0 0 1 440,1010Z';
  let s = path(d, body);
  const lc: Ctx = body === c.brand ? { ...c, style: 1 } : c;
  s += label(lc, 'lb', 440, 600, 320, 300, 22);
  s += gloss(d, 470, 500, 470);
  s += path(rr(584, 296, 32, 84, 8), tint(c.cap, 0.1));
  const head =
    'M528,256H652Q670,256 676,268H768Q782,268 782,282V292Q782,304 768,304H676Q670,314 652,314H528Q506,314 506,292V278Q506,256 528,256Z';
  s += path(head, c.cap) + path(head, 'url(#cv)');
  s +=
    path(rr(540, 372, 120, 72, 10), c.cap) +
    ridges(546, 654, 384, 436, shade(c.cap, 0.35), 16) +
    path(rr(540, 372, 120, 72, 10), 'url(#cv)');
  return s;
}

function tube(c: Ctx): string {
  const body = pick(c.rnd, ['#f5f3ee', tint(c.brand, 0.78), '#d5e6c1']);
  const d = 'M408,282H792C794,520 764,760 692,890H508C436,760 406,520 408,282Z';
  let s =
    path(rr(398, 226, 404, 64, 8), shade(body, 0.06)) +
    stroke('M410,244H790M410,262H790', shade(body, 0.2), 5, op(0.6));
  s += path(d, body);
  s += label(c, 'lb', 400, 360, 400, 400, 0, d);
  s += path(d, 'url(#cv)') + pills(pill(446, 320, 24, 420), '#fff', 24, op(0.35));
  s += path('M508,888H692L668,930H532Z', shade(body, 0.12));
  const cap = rr(518, 922, 164, 88, 14);
  s += path(cap, c.cap) + path(cap, 'url(#cv)') + stroke('M526,950H674', shade(c.cap, 0.3), 6, op(0.5));
  return s;
}

function soap(c: Ctx): string {
  const wrap = c.rnd() < 0.35 ? '#c9a173' : c.brand;
  const band = wrap === c.brand ? CREAM : c.brand;
  const ink = wrap === c.brand ? c.deep : c.ink;
  const x = 290;
  const y = 780;
  const w = 520;
  const h = 150;
  const ux = 130;
  const uy = -190;
  const soft = (d: string, fill: string) => path(d, fill, ` stroke="${fill}" stroke-width="12"`);
  let s = path(ell(x + w / 2 + 70, y + h - 10, 400, 70), 'url(#sh)');
  s += soft(`M${x},${y}H${x + w}V${y + h}H${x}Z`, shade(wrap, 0.12));
  s += path(`M${x + 180},${y}H${x + 340}V${y + h}H${x + 180}Z`, shade(band, 0.1));
  s += soft(`M${x + w},${y}L${x + w + ux},${y + uy}V${y + uy + h}L${x + w},${y + h}Z`, shade(wrap, 0.3));
  s += path(`M${x + w},${y}L${x + w + ux},${y + uy}L${x + w + ux * 0.5},${y + uy * 0.5 + h * 0.42}Z`, shade(wrap, 0.2));
  s += path(
    `M${x + w},${y + h}L${x + w + ux},${y + uy + h}L${x + w + ux * 0.5},${y + uy * 0.5 + h * 0.58}Z`,
    shade(wrap, 0.36),
  );
  s += `<g transform="matrix(1 0 ${(ux / 300).toFixed(3)} ${(uy / 300).toFixed(3)} ${x} ${y})">`;
  s += soft('M0,0H520V300H0Z', wrap);
  s += path('M180,0H340V300H180Z', band);
  s += emblem(c.motif, 260, 150, 66, ink, GOLD, c.count);
  s += pills(pill(40, 40, 100, 16) + pill(380, 244, 100, 16), band, 16, op(0.8));
  s += '</g>';
  s += stroke(`M${x - 4},${y + 2}H${x + w}L${x + w + ux},${y + uy}`, '#fff', 6, op(0.3));
  return s;
}

function backdrop(c: Ctx): string {
  const [top, bottom] = pick<readonly [string, string]>(c.rnd, [
    ['#f9f3e8', '#eee1cc'],
    ['#f2f4ec', '#dfe6d4'],
    ['#f9f0e8', '#efdccd'],
    ['#f6f2ea', '#e7decf'],
  ]);
  c.defs.push(
    lin(
      'bg',
      [
        [0, top],
        [1, bottom],
      ],
      true,
    ),
    lin(
      'fl',
      [
        [0, '#7a5a3a', 0],
        [0.25, '#7a5a3a', 0.06],
        [1, '#7a5a3a', 0.1],
      ],
      true,
    ),
    rad('sh', [
      [0, '#3b2a1a', 0.34],
      [0.55, '#3b2a1a', 0.14],
      [1, '#3b2a1a', 0],
    ]),
    lin('cv', [
      [0, '#000', 0.26],
      [0.1, '#000', 0.06],
      [0.24, '#fff', 0.14],
      [0.36, '#fff', 0],
      [0.68, '#000', 0],
      [0.9, '#000', 0.1],
      [1, '#000', 0.28],
    ]),
  );
  const arch = tint(c.brand, 0.84);
  let s = '<rect width="1200" height="1200" fill="url(#bg)"/>';
  s += path('M200,1200V540A400,400 0 0 1 1000,540V1200Z', arch, op(0.55));
  s += '<rect y="990" width="1200" height="210" fill="url(#fl)"/>';
  return s;
}

/** Per form: top of the drawing, its width and the floor line it stands on (drawing units). */
const FIT: Record<PackagingForm, readonly [top: number, width: number, floor: number]> = {
  tablet: [282, 400, 1010],
  capsule: [282, 400, 1010],
  powder: [330, 470, 1010],
  tea: [330, 470, 1010],
  granules: [406, 436, 1010],
  syrup: [240, 360, 1010],
  juice: [226, 340, 1010],
  oil: [262, 310, 1010],
  drops: [318, 560, 1010],
  ghee: [386, 440, 1010],
  balm: [536, 540, 860],
  cream: [544, 448, 1010],
  shampoo: [256, 340, 1010],
  gel: [226, 404, 1010],
  soap: [590, 500, 930],
};

function productScene(c: Ctx, form: PackagingForm): string {
  const shadow = (rx: number, y = 1010) => path(ell(600, y, rx, rx * 0.12), 'url(#sh)');
  switch (form) {
    case 'tablet':
    case 'capsule':
      return shadow(270) + pharmacyBottle(c, form);
    case 'powder':
    case 'tea':
      return shadow(300) + pouch(c, form === 'tea');
    case 'granules':
      return shadow(280) + jar(c);
    case 'syrup':
      return shadow(250) + syrup(c);
    case 'juice':
      return shadow(240) + juice(c);
    case 'oil':
      return shadow(220) + oil(c);
    case 'drops':
      return drops(c);
    case 'ghee':
      return shadow(290) + ghee(c);
    case 'balm':
      return shadow(380, 870) + balm(c);
    case 'cream':
      return shadow(290) + creamJar(c);
    case 'shampoo':
      return shadow(230) + pumpBottle(c);
    case 'gel':
      return shadow(150) + tube(c);
    case 'soap':
      return soap(c);
  }
}

/** The packshot scaled so every form fills the frame about equally, standing on the floor at y = FLOOR. */
const FLOOR = 1040;

function placed(form: PackagingForm, art: string): string {
  const [top, width, floor] = FIT[form];
  const k = Math.min(830 / (floor - top), 660 / width);
  return `<g transform="translate(600 ${FLOOR}) scale(${k.toFixed(3)}) translate(-600 -${floor})">${art}</g>`;
}

/** A botanical sprig rising behind the pack on one side, as in a styled studio shot. */
function backSprig(c: Ctx, form: PackagingForm): string {
  if (form === 'balm') return '';
  const low = form === 'soap' || form === 'cream';
  const x = 600 + c.side * (low ? 200 : 240);
  const len = (low ? 540 : 620) + between(c.rnd, -40, 40);
  const green = pick(c.rnd, ['#7b9a5c', '#6f8f55', '#86a36a']);
  const sp = sprig(
    x,
    FLOOR - 20,
    len,
    -Math.PI / 2 + c.side * between(c.rnd, 0.3, 0.5),
    intBetween(c.rnd, 3, 5),
    between(c.rnd, 115, 150),
    -c.side * between(c.rnd, 20, 70),
  );
  let s = drawSprig(sp, green, '#b5cc98', 11);
  if (c.rnd() < 0.3) {
    const small = sprig(1200 - x, FLOOR - 20, len * 0.6, -Math.PI / 2 - c.side * 0.5, 2, 100, c.side * 30);
    s = drawSprig(small, tint(green, 0.15), null, 9) + s;
  }
  return s;
}

function productCtx(seed: string, brandColor: string): Ctx {
  const rnd = seededRandom(seed);
  const brand = safeColour(brandColor);
  const light = isLight(brand);
  const capTone = pick(rnd, ['dark', 'deep', 'light', 'white', 'charcoal'] as const);
  const cap =
    capTone === 'dark'
      ? shade(brand, 0.2)
      : capTone === 'deep'
        ? shade(brand, 0.4)
        : capTone === 'light'
          ? tint(brand, 0.15)
          : capTone === 'white'
            ? '#f1ede4'
            : mix('#2f2b28', brand, 0.15);
  return {
    rnd,
    brand,
    ink: light ? shade(brand, 0.6) : CREAM,
    deep: deepen(brand),
    accent: pick(rnd, [GOLD, GOLD, tint(brand, 0.55), '#e6c98a']),
    cap,
    style: pick(rnd, [0, 1, 2] as const),
    motif: pick(rnd, MOTIFS),
    count: intBetween(rnd, 5, 10),
    side: rnd() < 0.5 ? 1 : -1,
    defs: [],
  };
}

// ------------------------------------------------------------------ ingredient flat-lay (view 2)

/** Draws one botanical centred on (x, y), roughly 2·s across, turned by angle a (radians). */
type Item = (rnd: Rnd, x: number, y: number, s: number, a: number) => string;

const turn = (x: number, y: number, a: number, inner: string): string =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n((a * 180) / Math.PI)})">${inner}</g>`;

/** A knobbly rhizome (turmeric, ginger) with one cut slice beside it. */
function rhizome(x: number, y: number, s: number, a: number, skin: string, flesh: string): string {
  const body = `M${n(-s * 0.75)},0Q0,${n(-s * 0.12)} ${n(s * 0.6)},${n(s * 0.05)}M${n(-s * 0.2)},${n(-s * 0.02)}L${n(s * 0.05)},${n(-s * 0.55)}M${n(s * 0.25)},${n(s * 0.02)}L${n(s * 0.5)},${n(s * 0.48)}`;
  const rings = `M${n(-s * 0.45)},${n(-s * 0.14)}v${n(s * 0.26)}M${n(s * 0.3)},${n(-s * 0.12)}v${n(s * 0.26)}M${n(-s * 0.08)},${n(-s * 0.36)}h${n(s * 0.2)}`;
  return turn(
    x,
    y,
    a,
    stroke(body, skin, s * 0.36) +
      stroke(rings, shade(skin, 0.25), Math.max(4, s * 0.035), op(0.5)) +
      path(circ(s * 0.2, s * 0.75, s * 0.3), shade(skin, 0.1)) +
      path(circ(s * 0.2, s * 0.75, s * 0.24), flesh) +
      path(circ(s * 0.2, s * 0.75, s * 0.12), tint(flesh, 0.25)),
  );
}

const ITEMS: Record<string, Item> = {
  neem: (rnd, x, y, s, a) => {
    const g = pick(rnd, ['#5e8a45', '#4f7a3e', '#6f9a4a']);
    return drawSprig(
      sprig(x - Math.cos(a) * s, y - Math.sin(a) * s, s * 2, a, 3, s * 0.66, s * 0.2),
      g,
      tint(g, 0.3),
      Math.max(6, s * 0.05),
    );
  },
  tulsi: (_rnd, x, y, s, a) => {
    const sp = sprig(x - Math.cos(a) * s, y - Math.sin(a) * s, s * 1.7, a, 2, s * 0.72, -s * 0.15);
    const tip = [x + Math.cos(a) * s * 0.7, y + Math.sin(a) * s * 0.7] as const;
    let buds = '';
    for (let i = 0; i < 6; i++) buds += spot(tip[0] + Math.cos(a) * s * 0.09 * i, tip[1] + Math.sin(a) * s * 0.09 * i);
    return drawSprig(sp, '#5f8a4a', '#93b47a', Math.max(6, s * 0.05)) + spots(buds, '#7a4f86', s * 0.08);
  },
  amla: (rnd, x, y, s) => {
    let d = '';
    let hi = '';
    let seg = '';
    for (let i = 0; i < 3; i++) {
      const bx = x + Math.cos(i * 2.1 + rnd()) * s * 0.45;
      const by = y + Math.sin(i * 2.1 + rnd()) * s * 0.45;
      const r = s * 0.4;
      d += circ(bx, by, r);
      hi += circ(bx - r * 0.35, by - r * 0.35, r * 0.22);
      seg += `M${n(bx - r * 0.8)},${n(by)}Q${n(bx)},${n(by - r * 0.4)} ${n(bx + r * 0.8)},${n(by)}`;
    }
    return path(d, '#c2cf6c') + stroke(seg, '#9aa94a', 5, op(0.6)) + path(hi, '#fff', op(0.4));
  },
  turmeric: (_rnd, x, y, s, a) => rhizome(x, y, s, a, '#b8733a', '#ef9a22'),
  ginger: (_rnd, x, y, s, a) => rhizome(x, y, s, a, '#caa56d', '#ecd9a0'),
  roots: (rnd, x, y, s, a) => {
    let main = '';
    let fine = '';
    for (let i = 0; i < 3; i++) {
      const off = (i - 1) * s * 0.22;
      const bend = (rnd() - 0.5) * s * 0.4;
      main += `M${n(-s)},${n(off * 0.4)}Q0,${n(off + bend)} ${n(s * 0.55)},${n(off * 1.4)}`;
      fine += `M${n(s * 0.5)},${n(off * 1.4)}Q${n(s * 0.75)},${n(off * 1.5 - bend * 0.5)} ${n(s)},${n(off * 1.9 + bend * 0.3)}`;
    }
    return turn(
      x,
      y,
      a,
      stroke(fine, '#b48a5e', Math.max(6, s * 0.06)) +
        stroke(main, '#b48a5e', Math.max(14, s * 0.16)) +
        stroke(main, '#d6b58a', Math.max(4, s * 0.04), op(0.7)),
    );
  },
  cinnamon: (_rnd, x, y, s, a) => {
    const stick = (dy: number) =>
      path(rr(-s, dy - s * 0.12, s * 2, s * 0.24, s * 0.12), '#8a4a2b') +
      path(ell(s * 0.94, dy, s * 0.08, s * 0.12), '#c0804f') +
      stroke(`M${n(-s * 0.88)},${n(dy - s * 0.03)}H${n(s * 0.8)}`, '#6d3820', 5, op(0.6));
    return turn(x, y, a, stick(-s * 0.16) + stick(s * 0.12) + stick(-s * 0.02 + s * 0.3));
  },
  anise: (_rnd, x, y, s, a) =>
    path(petals(x, y, s * 0.1, s * 0.62, s * 0.32, 8, a, a + TAU), '#7a3f22') +
    spots(dots(x, y, s * 0.36, 8, a, a + TAU), '#c9905a', Math.max(5, s * 0.06)) +
    path(circ(x, y, s * 0.12), '#5a2c17'),
  marigold: (rnd, x, y, s) => {
    // ruffled petals from round-capped dashes: compact and convincing
    const col = pick(rnd, ['#f0a030', '#e8812a', '#f2c230']);
    const ruffle = (r: number, w: number, fill: string) =>
      stroke(circ(x, y, r), fill, w, ` stroke-dasharray="${n(r * 0.3)} ${n(r * 0.28)}"`);
    return (
      path(circ(x, y, s * 0.5), shade(col, 0.1)) +
      ruffle(s * 0.5, s * 0.2, shade(col, 0.1)) +
      ruffle(s * 0.34, s * 0.2, col) +
      path(circ(x, y, s * 0.26), col) +
      spots(`M${n(x)},${n(y)}h0`, shade(col, 0.35), s * 0.13)
    );
  },
  hibiscus: (_rnd, x, y, s, a) =>
    path(petals(x, y, 0, s * 0.75, s * 0.66, 5, a, a + TAU), '#c9333d') +
    path(petals(x, y, 0, s * 0.45, s * 0.3, 5, a, a + TAU), '#a3202c') +
    stroke(
      `M${n(x)},${n(y)}L${n(x + Math.cos(a + 0.6) * s * 0.62)},${n(y + Math.sin(a + 0.6) * s * 0.62)}`,
      '#f2c14e',
      9,
    ),
  cardamom: (rnd, x, y, s) => {
    let d = '';
    let l = '';
    for (let i = 0; i < 5; i++) {
      const px = x + (rnd() - 0.5) * s * 1.2;
      const py = y + (rnd() - 0.5) * s * 1.2;
      const aa = rnd() * Math.PI;
      d += leaf(px, py, s * 0.5, s * 0.32, aa);
      l += midrib(px, py, s * 0.5, aa);
    }
    return path(d, '#95ad62') + stroke(l, '#6f8a44', 4, op(0.6));
  },
  spoon: (rnd, x, y, s, a) => {
    const powder = pick(rnd, ['#a8ad62', '#d49a3a', '#b88b5a']);
    return turn(
      x,
      y,
      a,
      path(rr(-s * 1.2, -s * 0.08, s * 1.3, s * 0.16, s * 0.08), '#b98755') +
        path(ell(s * 0.4, 0, s * 0.46, s * 0.33), '#c99a66') +
        path(ell(s * 0.4, 0, s * 0.37, s * 0.25), powder),
    );
  },
};

const ITEM_NAMES = Object.keys(ITEMS) as [string, ...string[]];

function ingredientsSvg(slug: string, brandColor: string, form: PackagingForm): string {
  const rnd = seededRandom(`${slug}:ingredients`);
  const brand = safeColour(brandColor);
  const defs: string[] = [];
  const surface = pick(rnd, ['#efe7da', '#ebe7df', '#f2e5d3', '#e6eadf']);
  defs.push(
    rad('vg', [
      [0, '#fff', 0.4],
      [0.7, '#fff', 0],
      [1, '#5a4630', 0.14],
    ]),
  );
  let s = `<rect width="1200" height="1200" fill="${surface}"/><rect width="1200" height="1200" fill="url(#vg)"/>`;
  // brand-coloured linen napkin, tucked under
  const ca = between(rnd, -25, 25);
  const cx = 600 + between(rnd, -200, 200);
  const cy = 600 + between(rnd, -200, 200);
  s += `<g transform="rotate(${n(ca)} ${n(cx)} ${n(cy)})">${path(rr(cx - 420, cy - 330, 840, 660, 10), tint(brand, 0.6))}${path(`M${n(cx - 420)},${n(cy + 200)}h840v30h-840zM${n(cx - 420)},${n(cy + 254)}h840v14h-840z`, brand, op(0.85))}</g>`;
  const liquid = ['oil', 'ghee', 'syrup', 'juice', 'drops'].includes(form);
  const creamy = ['cream', 'gel', 'balm', 'shampoo', 'soap'].includes(form);
  const fill = liquid
    ? pick(rnd, ['#d9a433', '#c7882a', '#e2bb4f'])
    : creamy
      ? pick(rnd, ['#f7f2e6', '#dbe8c6', '#f3e2cf'])
      : pick(rnd, ['#a4a85c', '#c8a064', '#d98f2f', '#8b6a45', '#7d8f4a']);
  const board = rnd() < 0.45;
  const off = rnd() * TAU;
  const slots: Array<[number, number, number]> = [];
  let bx = 600 + between(rnd, -50, 50);
  let by = 600 + between(rnd, -50, 50);
  let br = 270;
  if (board) {
    s += path(circ(616, 622, 410), '#3b2a1a', op(0.16));
    s +=
      path(circ(600, 600, 410), '#c48e55') +
      stroke(circ(600, 600, 300) + circ(600, 600, 190) + circ(600, 600, 365), '#b07a45', 6, op(0.45));
    s += stroke(circ(600, 600, 404), '#9c6a3a', 12);
    br = 200;
    bx = 600 + Math.cos(off) * 100;
    by = 600 + Math.sin(off) * 100;
    for (const k of [2.2, 3.14, 4.1]) slots.push([600 + Math.cos(off + k) * 230, 600 + Math.sin(off + k) * 230, 150]);
    for (const k of [0.785, 2.356, 3.927, 5.498]) slots.push([600 + Math.cos(k) * 700, 600 + Math.sin(k) * 700, 170]);
  } else {
    // big leaves tucked under the bowl, items in the remaining directions
    const la = Math.round(rnd() * 8) * (TAU / 8);
    const big = (ang: number, col: string) =>
      path(leaf(bx, by, 520, 250, ang), col) + stroke(midrib(bx, by, 520, ang), tint(col, 0.3), 8, op(0.6));
    s += big(la - 0.4, '#4f7a3e') + big(la + 0.4, '#6a9450');
    for (let i = 2; i < 8; i++) {
      const ang = la + (i * TAU) / 8;
      const diag = i % 2 === 1;
      slots.push([bx + Math.cos(ang) * (diag ? 490 : 440), by + Math.sin(ang) * (diag ? 490 : 440), 135]);
    }
  }
  // the bowl
  const bowl = pick(rnd, ['#f4f0e8', tint(brand, 0.3), '#b8673f', '#c9a24a', '#3e3a36']);
  defs.push(
    rad(
      'bw',
      [
        [0, tint(fill, 0.12)],
        [0.75, fill],
        [1, shade(fill, 0.25)],
      ],
      0.45,
      0.42,
    ),
  );
  s += path(circ(bx + 16, by + 20, br), '#3b2a1a', op(0.22));
  s += path(circ(bx, by, br), bowl) + path(circ(bx, by, br * 0.87), shade(bowl, 0.18));
  s += path(circ(bx, by, br * 0.8), 'url(#bw)');
  s += stroke(
    `M${n(bx - br * 0.7)},${n(by - br * 0.62)}A${n(br * 0.94)},${n(br * 0.94)} 0 0 1 ${n(bx + br * 0.3)},${n(by - br * 0.88)}`,
    '#fff',
    8,
    op(0.35),
  );
  if (liquid) s += path(ell(bx - br * 0.22, by - br * 0.3, br * 0.28, br * 0.11), '#fff', op(0.45));
  else if (creamy)
    s += stroke(
      `M${n(bx - br * 0.4)},${n(by)}C${n(bx - br * 0.3)},${n(by - br * 0.5)} ${n(bx + br * 0.4)},${n(by - br * 0.3)} ${n(bx + br * 0.1)},${n(by + br * 0.1)}`,
      shade(fill, 0.1),
      12,
    );
  else {
    let g = '';
    for (let i = 0; i < 16; i++) g += spot(bx + (rnd() - 0.5) * br * 1.1, by + (rnd() - 0.5) * br * 1.1);
    s += spots(g, shade(fill, 0.25), 5, op(0.4));
  }
  // botanicals around it: a shuffled pick, always with some greenery
  const names = [...ITEM_NAMES];
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const t = names[i] as string;
    names[i] = names[j] as string;
    names[j] = t;
  }
  const chosen = names.slice(0, slots.length);
  if (!chosen.includes('neem') && !chosen.includes('tulsi')) chosen[0] = rnd() < 0.5 ? 'neem' : 'tulsi';
  slots.forEach(([x, y, size], i) => {
    const item = ITEMS[chosen[i] ?? 'neem'];
    if (item)
      s += item(
        rnd,
        x + between(rnd, -20, 20),
        y + between(rnd, -20, 20),
        size * between(rnd, 0.95, 1.15),
        rnd() * TAU,
      );
  });
  return doc(1200, 1200, defs.join(''), s);
}

// ------------------------------------------------------------------ public API

export function productSvg(input: { slug: string; form: PackagingForm; brandColor: string; view: 1 | 2 }): string {
  if (input.view === 2) return ingredientsSvg(input.slug, input.brandColor, input.form);
  const c = productCtx(`${input.slug}:pack`, input.brandColor);
  const bg = backdrop(c);
  const sprigArt = backSprig(c, input.form);
  const art = placed(input.form, productScene(c, input.form));
  return doc(1200, 1200, c.defs.join(''), bg + sprigArt + art);
}

export function brandLogoSvg(input: { slug: string; color: string }): string {
  const rnd = seededRandom(`${input.slug}:logo`);
  const brand = safeColour(input.color);
  const shape = pick(rnd, ['disc', 'ring', 'seal', 'hex', 'arch', 'square'] as const);
  const motif = pick(rnd, MOTIFS);
  const count = intBetween(rnd, 6, 11);
  const filled = shape === 'disc' || shape === 'seal' || shape === 'hex' || shape === 'arch';
  const onBrand = isLight(brand) ? shade(brand, 0.62) : '#ffffff';
  const ink = filled ? onBrand : deepen(brand);
  const accent = filled ? (isLight(brand) ? shade(brand, 0.35) : tint(brand, 0.55)) : mix(brand, GOLD, 0.55);
  let s = '<rect width="600" height="600" fill="#fff"/>';
  let es = 118;
  let ecy = 300;
  switch (shape) {
    case 'disc':
      s += path(circ(300, 300, 240), brand) + stroke(circ(300, 300, 208), onBrand, 8, op(0.85));
      break;
    case 'ring':
      s +=
        path(circ(300, 300, 226), tint(brand, 0.9)) +
        stroke(circ(300, 300, 226), brand, 26) +
        stroke(circ(300, 300, 190), brand, 6);
      break;
    case 'seal': {
      const k = 20;
      let d = '';
      for (let i = 0; i <= k * 2; i++) {
        const a = (i * Math.PI) / k;
        const r = i % 2 === 0 ? 250 : 228;
        d += `${i ? 'L' : 'M'}${n(300 + Math.cos(a) * r)},${n(300 + Math.sin(a) * r)}`;
      }
      s +=
        path(`${d}Z`, brand, ` stroke="${brand}" stroke-width="16" stroke-linejoin="round"`) +
        stroke(circ(300, 300, 196), onBrand, 7, op(0.85)) +
        spots(dots(300, 300, 218, 24), onBrand, 5, op(0.7));
      es = 104;
      break;
    }
    case 'hex': {
      let d = '';
      for (let i = 0; i < 6; i++) {
        const a = Math.PI / 6 + (i * TAU) / 6;
        d += `${i ? 'L' : 'M'}${n(300 + Math.cos(a) * 220)},${n(300 + Math.sin(a) * 220)}`;
      }
      s +=
        path(`${d}Z`, brand, ` stroke="${brand}" stroke-width="50" stroke-linejoin="round"`) +
        stroke(`${d}Z`, onBrand, 7, op(0.8));
      es = 110;
      break;
    }
    case 'arch':
      s +=
        path(
          'M90,530V290A210,210 0 0 1 510,290V530Z',
          brand,
          ` stroke="${brand}" stroke-width="20" stroke-linejoin="round"`,
        ) + stroke('M124,500V292A176,176 0 0 1 476,292V500Z', onBrand, 7, op(0.85));
      ecy = 320;
      break;
    case 'square':
      s +=
        path(rr(80, 80, 440, 440, 96), tint(brand, 0.9)) +
        stroke(rr(80, 80, 440, 440, 96), brand, 18) +
        stroke(rr(112, 112, 376, 376, 70), brand, 5, op(0.5));
      break;
  }
  s += emblem(motif, 300, ecy, es, ink, accent, count);
  return doc(600, 600, '', s);
}

const SKIN = ['#f1c9a5', '#e3b48c', '#d49e74', '#c68a5e', '#b07650', '#9a6342', '#7f4f33'] as const;
const HAIR = ['#1d1512', '#2a1b14', '#35241b', '#22191a'] as const;

/** Head and hair are drawn at this scale around (600, 640) so the face fills the frame. */
const HEAD = '<g transform="matrix(1.12 0 0 1.12 -72 -77)">';

const FEMALE_BACK = [
  'M438,560C408,380 520,330 600,330C680,330 792,380 762,560L800,930Q600,990 400,930Z',
  'M440,560C410,390 520,335 600,335C680,335 790,390 760,560L772,770Q740,800 700,770H500Q460,800 428,770Z',
  '',
  'M440,560C410,390 520,335 600,335C680,335 790,390 760,560L748,650H452Z',
] as const;

const FEMALE_FRONT = [
  'M448,600C428,420 520,345 610,348C702,352 772,430 752,600C738,520 706,468 644,452C596,474 520,482 482,528C466,548 456,574 448,600Z',
  'M446,610C426,420 520,345 606,348C700,352 774,430 754,610C744,540 726,490 700,468C650,480 600,470 560,448C530,480 490,500 462,540C454,560 448,584 446,610Z',
  'M450,580C432,420 520,350 605,352C700,355 768,430 750,580C735,510 700,470 640,452C580,466 510,470 470,520C460,540 454,560 450,580Z',
  'M448,600C428,420 520,345 610,348C702,352 772,430 752,600C742,540 720,486 670,460C630,470 560,470 520,462C490,488 462,540 448,600Z',
] as const;

const MALE_FRONT = [
  'M462,600C446,540 444,470 470,420C500,365 560,345 620,345C690,347 740,385 752,440C760,490 756,550 738,600C734,560 732,520 726,496C712,480 698,470 682,464C640,452 560,454 510,470C490,478 476,490 470,500C466,540 464,570 462,600Z',
  'M462,600C446,540 440,460 468,410C500,340 580,312 650,322C720,334 760,390 756,450C756,500 752,550 738,600C734,560 732,520 726,496C708,474 690,460 668,446C650,462 600,466 540,466C512,470 486,484 470,504C466,540 464,570 462,600Z',
  'M462,600C446,540 444,470 470,420C500,365 560,345 620,345C690,347 740,385 752,440C760,490 756,550 738,600C734,560 732,520 726,496C700,470 650,462 600,466C550,462 500,470 474,496C468,540 464,570 462,600Z',
  'M462,600C448,540 448,470 474,420C504,368 560,352 620,352C688,354 736,388 750,440C758,490 754,550 738,600C734,560 732,520 728,490C716,450 690,432 660,428C620,440 580,440 540,428C506,436 484,456 472,490C466,540 464,570 462,600Z',
] as const;

export function doctorPortraitSvg(input: { slug: string; gender: 'female' | 'male' }): string {
  const rnd = seededRandom(`${input.slug}:doctor`);
  const female = input.gender === 'female';
  const skin = pick(rnd, SKIN);
  const grey = rnd() < 0.18;
  const hair = grey ? '#8d8781' : pick(rnd, HAIR);
  const [bgc, ring] = pick<readonly [string, string]>(rnd, [
    ['#d6e6d3', '#c3d9bf'],
    ['#f5d9c6', '#efc7ad'],
    ['#d3e3ee', '#bdd4e4'],
    ['#e3dbef', '#d2c6e6'],
    ['#f1e2bd', '#e8d19f'],
    ['#cfe9e1', '#b7ddd1'],
  ]);
  const scrub = pick(rnd, ['#2f7f7a', '#34577f', '#7d3a4a', '#5f7f55', '#6a4a7a', '#2f6a8f']);
  const style = intBetween(rnd, 0, 3);
  const glasses = rnd() < 0.3;
  const bindi = female && rnd() < 0.5;
  const defs =
    `<clipPath id="cp"><path d="${circ(600, 600, 540)}"/></clipPath>` +
    lin(
      'ct',
      [
        [0, '#ffffff'],
        [1, '#e6e9ea'],
      ],
      true,
    );
  let s = `<rect width="1200" height="1200" fill="#f7f4ef"/>${path(circ(600, 600, 540), bgc)}`;
  s += '<g clip-path="url(#cp)">';
  s += path(circ(600, 560, 410), ring, op(0.6));
  // hair that falls behind the shoulders
  const back = female ? (FEMALE_BACK[style] ?? '') : '';
  if (back || (female && style === 2)) {
    s += HEAD + (back ? path(back, hair) : '') + (female && style === 2 ? path(circ(600, 318, 96), hair) : '') + '</g>';
  }
  // body: coat, scrubs, neck, lapels, pocket, stethoscope
  s += path(
    'M110,1200C112,1010 225,885 420,850L540,828Q600,874 660,828L780,850C975,885 1088,1010 1090,1200Z',
    'url(#ct)',
  );
  s += path('M516,836L600,1040L684,836Z', scrub);
  s += path('M538,730L534,852L600,944L666,852L662,730Z', shade(skin, 0.16));
  s +=
    path('M516,834L600,1040L552,1200H420L458,880Z', '#eef0ef') +
    path('M684,834L600,1040L648,1200H780L742,880Z', '#e3e6e7');
  s += stroke('M600,1040V1200M770,1000H900', '#d3d8da', 6) + pills(pill(812, 962, 18, 60), scrub, 18);
  s += stroke('M506,846C462,950 466,1050 560,1100M694,846C738,950 728,1040 648,1094', '#3b4a52', 15);
  s +=
    path(circ(604, 1112, 40), '#b7c3c9') +
    stroke(circ(604, 1112, 40), '#4c5d66', 10) +
    path(circ(604, 1112, 14), '#7d8c93');
  if (female && style === 3) {
    let b = '';
    for (let i = 0; i < 6; i++) b += ell(474 - i * 5, 800 + i * 60, 42 - i * 2, 38);
    s += stroke('M446,640Q440,730 472,800', hair, 60) + path(b, hair) + stroke('M456,1130L446,1176', hair, 12);
  }
  // head
  s += HEAD;
  s += path(ell(452, 600, 30, 48) + ell(748, 600, 30, 48), shade(skin, 0.06));
  s += path(
    'M455,540C455,420 530,372 600,372C670,372 745,420 745,540C745,665 698,792 600,792C502,792 455,665 455,540Z',
    skin,
  );
  s += path(female ? (FEMALE_FRONT[style] ?? FEMALE_FRONT[0]) : (MALE_FRONT[style] ?? MALE_FRONT[0]), hair);
  if (!female)
    s += stroke(style === 1 ? 'M500,420Q580,350 690,372' : 'M510,410Q580,372 680,392', tint(hair, 0.18), 10, op(0.7));
  if (!female && style === 2)
    s += path(
      'M458,600C462,720 520,808 600,812C680,808 738,720 742,600C722,690 684,716 600,716C516,716 478,690 458,600Z',
      hair,
    );
  if (!female && style !== 1 && rnd() < 0.6)
    s += path('M548,676Q574,652 600,668Q626,652 652,676Q628,688 600,680Q572,688 548,676Z', hair);
  // face: eyes, brows, nose, smile, cheeks
  s += path(ell(540, 580, 15, 19) + ell(660, 580, 15, 19), '#2b1d17');
  s += spots('M546,573h0M666,573h0', '#fff', 5, op(0.8));
  s += stroke('M505,528Q540,508 576,524M624,524Q660,508 695,528', grey ? '#6e6862' : hair, 13);
  s += stroke('M602,586Q588,640 610,650', shade(skin, 0.28), 8);
  s += path('M556,700Q600,746 644,700Q600,714 556,700Z', '#8c3f38') + stroke('M556,700Q600,714 644,700', '#8c3f38', 8);
  s += spots('M512,650h0M688,650h0', '#e0796a', 30, op(0.2));
  if (bindi) s += spots('M600,488h0', '#b3262e', 9);
  if (glasses)
    s += stroke(rr(486, 538, 108, 84, 30) + rr(606, 538, 108, 84, 30) + 'M594,572Q600,564 606,572', '#3a3431', 9);
  s += '</g></g>';
  return doc(1200, 1200, defs, s);
}

interface Palette {
  sky: readonly [string, string];
  sun: string;
  layers: readonly [string, string, string, string];
}

const PALETTES: Record<string, Palette> = {
  turmeric: { sky: ['#fbeed2', '#f3d49c'], sun: '#e9a23b', layers: ['#e2b776', '#c98e4b', '#a86a35', '#7b4a2a'] },
  sage: { sky: ['#eef2e6', '#d6e1c9'], sun: '#f1cf86', layers: ['#b7c8a2', '#93ad82', '#6f8f6a', '#4a664c'] },
  dusk: { sky: ['#3a4266', '#7a77a0'], sun: '#f3e2bd', layers: ['#5a5d88', '#474a75', '#34375d', '#242743'] },
  rose: { sky: ['#f9e9e1', '#efc7b6'], sun: '#e48b6c', layers: ['#dfab98', '#c78571', '#a8634f', '#7d463a'] },
  lagoon: { sky: ['#e6f1ee', '#c4dfd9'], sun: '#efd397', layers: ['#9cc6bd', '#74aaa0', '#4f8a83', '#2f6660'] },
  clay: { sky: ['#f6e8da', '#ead0b6'], sun: '#d9774a', layers: ['#d7a77f', '#bf8460', '#9a6346', '#6e4330'] },
};

const TAG_PALETTE: Array<[RegExp, string]> = [
  [/sleep|stress|mind|medit|anxiety|calm|night/, 'dusk'],
  [/skin|hair|beauty|women|pcos|fertility|glow/, 'rose'],
  [/digest|gut|food|diet|recipe|nutrition|spice|metabol|weight|diabet/, 'turmeric'],
  [/detox|breath|respir|monsoon|water|immun|cold|cough|summer/, 'lagoon'],
  [/yoga|lifestyle|season|routine|dinacharya|herb|garden|wellness/, 'sage'],
  [/joint|bone|pain|panchakarma|massage|oil|abhyanga|winter/, 'clay'],
];

function wavePath(y: number, amp: number, len: number, phase: number): string {
  let d = `M${n(-phase)},${n(y)}`;
  d += `q${n(len / 4)},${n(-amp)} ${n(len / 2)},0`;
  for (let x = -phase + len / 2; x < 1700; x += len / 2) d += `t${n(len / 2)},0`;
  return `${d}V900H${n(-phase)}Z`;
}

function hillPath(y: number, rnd: Rnd, rough: number): string {
  const pts = [0, 400, 800, 1200, 1600].map((x) => [x, y + (rnd() - 0.5) * rough] as const);
  let d = `M0,${n(pts[0]?.[1] ?? y)}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1] ?? [0, y];
    const [x1, y1] = pts[i] ?? [1600, y];
    d += `C${n(x0 + 200)},${n(y0)} ${n(x1 - 200)},${n(y1)} ${n(x1)},${n(y1)}`;
  }
  return `${d}V900H0Z`;
}

export function blogCoverSvg(input: { slug: string; tags: string[] }): string {
  const rnd = seededRandom(`${input.slug}:cover`);
  const first = (input.tags[0] ?? '').toLowerCase();
  const key =
    TAG_PALETTE.find(([re]) => re.test(first))?.[1] ??
    pick(seededRandom(first || input.slug), ['turmeric', 'sage', 'rose', 'lagoon', 'clay']);
  const p = PALETTES[key] ?? (PALETTES.sage as Palette);
  const [l0, l1, l2, l3] = p.layers;
  const defs = lin(
    'sk',
    [
      [0, p.sky[0]],
      [1, p.sky[1]],
    ],
    true,
  );
  let s = '<rect width="1600" height="900" fill="url(#sk)"/>';
  const layout = pick(rnd, ['hills', 'waves', 'mandala', 'leaves'] as const);
  const sx = between(rnd, 300, 1300);
  const sy = between(rnd, 220, 360);
  const sun = (x: number, y: number, r: number) =>
    path(circ(x, y, r * 2.1), p.sun, op(0.12)) +
    path(circ(x, y, r * 1.55), p.sun, op(0.2)) +
    path(circ(x, y, r), p.sun);
  const birds = (x: number, y: number) => {
    let d = '';
    for (let i = 0; i < 3; i++) {
      const bx = x + i * 70 + rnd() * 30;
      const by = y + (i % 2) * 40 + rnd() * 20;
      const w = 22 - i * 3;
      d += `M${n(bx - w)},${n(by - w * 0.4)}q${n(w / 2)},${n(-w * 0.5)} ${n(w)},${n(w * 0.4)}q${n(w / 2)},${n(-w * 0.9)} ${n(w)},${n(-w * 0.4)}`;
    }
    return stroke(d, l3, 6, op(0.7));
  };
  if (layout === 'hills') {
    s += sun(sx, sy, 110) + birds(sx < 800 ? sx + 260 : sx - 460, sy - 60);
    s +=
      path(hillPath(520, rnd, 160), l0) +
      path(hillPath(610, rnd, 140), l1) +
      path(hillPath(700, rnd, 110), l2) +
      path(hillPath(790, rnd, 70), l3);
    const side = rnd() < 0.5 ? -1 : 1;
    const x = side < 0 ? 140 : 1460;
    s += drawSprig(
      sprig(x, 930, 480, -Math.PI / 2 - side * 0.3, 4, 130, side * 50),
      shade(l3, 0.15),
      tint(l3, 0.25),
      12,
    );
    s += drawSprig(
      sprig(x - side * 150, 940, 300, -Math.PI / 2 - side * 0.6, 3, 100, -side * 30),
      l2,
      tint(l2, 0.3),
      10,
    );
  } else if (layout === 'waves') {
    s += sun(sx, sy + 40, 120) + birds(sx < 800 ? sx + 240 : sx - 440, sy - 40);
    const len = between(rnd, 420, 640);
    s += path(wavePath(560, 34, len, rnd() * len), l0) + path(wavePath(640, 30, len * 0.9, rnd() * len), l1);
    s += path(wavePath(720, 26, len * 0.8, rnd() * len), l2) + path(wavePath(800, 22, len * 0.7, rnd() * len), l3);
  } else if (layout === 'mandala') {
    const mx = rnd() < 0.5 ? 420 : 1180;
    const my = 450;
    s += path(circ(mx, my, 420), p.sun, op(0.14)) + stroke(circ(mx, my, 360), l1, 8, op(0.6));
    s += path(petals(mx, my, 170, 170, 90, 16), l0) + path(petals(mx, my, 100, 130, 80, 12, 0.26, TAU + 0.26), l1);
    s +=
      path(petals(mx, my, 40, 100, 60, 8), l2) +
      path(circ(mx, my, 50), p.sun) +
      spots(dots(mx, my, 390, 28), l2, 10, op(0.7));
    const ox = mx < 800 ? 1250 : 350;
    s += drawSprig(sprig(ox - 120, 940, 560, -Math.PI / 2 + 0.35, 4, 150, -50), l3, tint(l3, 0.3), 14);
    s += drawSprig(sprig(ox + 60, 940, 400, -Math.PI / 2 - 0.45, 3, 120, 40), l2, tint(l2, 0.3), 12);
  } else {
    s += sun(sx, 430, 150);
    s += path('M0,900V760C300,690 600,720 800,740C1050,765 1300,700 1600,730V900Z', l0, op(0.8));
    const big = (x: number, y: number, a: number, l: number, col: string) =>
      path(leaf(x, y, l, l * 0.45, a), col) + stroke(midrib(x, y, l, a), tint(col, 0.3), 8, op(0.7));
    s += big(-40, 960, -0.9, 620, l1) + big(120, 980, -1.3, 520, l2) + big(-60, 700, -0.3, 460, l0);
    s += big(1640, -40, 2.3, 600, l1) + big(1660, 180, 2.9, 480, l2) + big(1480, -60, 1.9, 420, l3);
  }
  return doc(1600, 900, defs, s);
}

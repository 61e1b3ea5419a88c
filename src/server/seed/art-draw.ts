// Drawing primitives shared by the garment and object artwork: colour, strokes, fills and
// the labelled groups each drawn feature sits in.

export type Point = readonly [x: number, y: number];

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blends `hex` towards `target` by t (0..1). */
export function mix(hex: string, target: string, t: number): string {
  const a = rgb(hex);
  const b = rgb(target);
  return `#${a
    .map((c, i) =>
      Math.round(c + ((b[i] as number) - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

export interface Palette {
  base: string;
  light: string;
  dark: string;
  /** Seams, stitching and trims: visible on the base colour. */
  detail: string;
  outline: string;
  accent: string;
}

export function paletteFor(hex: string): Palette {
  const lum = luminance(hex);
  return {
    base: hex,
    light: mix(hex, '#ffffff', 0.28),
    dark: mix(hex, '#000000', 0.28),
    detail: lum < 0.4 ? mix(hex, '#ffffff', 0.38) : mix(hex, '#000000', 0.3),
    outline: mix(hex, '#000000', 0.4),
    accent: lum > 0.7 || hex.toLowerCase() === '#f2c94c' ? '#7b4bb7' : '#f2c94c',
  };
}

/** Coordinates rounded to whole pixels keep the stored SVG short. */
export const r = (n: number) => Math.round(n);
export const pt = ([x, y]: Point) => `${r(x)} ${r(y)}`;

export const line = (d: string, color: string, width = 4, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const stitch = (d: string, color: string) => line(d, color, 3, ' stroke-dasharray="10 8" opacity=".8"');
export const fold = (d: string, p: Palette) => line(d, p.detail, 3, ' opacity=".55"');
export const shape = (d: string, fill: string, p: Palette, width = 3, extra = '') =>
  `<path d="${d}" fill="${fill}" stroke="${p.outline}" stroke-width="${width}" stroke-linejoin="round"${extra}/>`;
export const button = (x: number, y: number, p: Palette, radius = 8) =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="${radius}" fill="${p.light}" stroke="${p.outline}" stroke-width="2"/>`;
export const mirrorX = (svg: string) => (svg ? `<g transform="matrix(-1 0 0 1 800 0)">${svg}</g>` : '');
/** Left and right: the drawing and its mirror image about the centre line. */
export const pair = (svg: string) => svg + mirrorX(svg);

/** A filled garment body: fabric, optional print, then a sheen that gives it volume. */
export const body = (d: string, p: Palette, patterned: boolean) =>
  `<path d="${d}" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4" stroke-linejoin="round"/>` +
  (patterned ? `<path d="${d}" fill="url(#pt)"/>` : '') +
  `<path d="${d}" fill="url(#sheen)"/>`;

/**
 * A drawn feature in a group named after it (sleeves-long, trim-lace...): the stored SVG says
 * which features it was drawn with, and each name only appears when its strokes do.
 */
export const feature = (name: string, svg: string) => (svg ? `<g id="${name}">${svg}</g>` : '');

/** n+1 points along a quadratic curve. */
export function alongQuad(from: Point, control: Point, to: Point, n: number): Point[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const u = 1 - t;
    return [
      u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
      u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
    ] as const;
  });
}

/** n+1 points along a straight segment. */
export const alongLine = (from: Point, to: Point, n: number): Point[] =>
  alongQuad(from, [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2], to, n);

/** Half-round scallops between consecutive points, bulging to the outside (sweep 0) or inside (1). */
export function scallops(points: readonly Point[], sweep: 0 | 1 = 0): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${pt(first)}`;
  let prev = first;
  for (const next of rest) {
    const radius = r(Math.hypot(next[0] - prev[0], next[1] - prev[1]) / 2);
    d += ` A${radius} ${radius} 0 0 ${sweep} ${pt(next)}`;
    prev = next;
  }
  return d;
}

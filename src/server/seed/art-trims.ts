// Trims drawn onto any garment from the places its drawing names: hems, waist, neckline,
// pockets, knees. Each trim sits in its own group (trim-lace, trim-belt...).
import type { Trim } from './art-attributes';
import {
  alongLine,
  alongQuad,
  button,
  feature,
  fold,
  line,
  pt,
  r,
  scallops,
  shape,
  stitch,
  type Palette,
  type Point,
} from './art-draw';

export type Segment = readonly [left: Point, right: Point];

export interface Anchors {
  /** The body outline, for trims that stay on the fabric (ribs, pleats, tiers). */
  outline: string;
  /** Each hem from left to right: one for a top, dress or skirt, two for legwear. */
  hems: Segment[];
  /** Sleeve ends, from the sleeves. */
  cuffs?: Segment[];
  waist?: Segment;
  /** The neckline's left end, lowest point's control and right end (a quadratic curve). */
  neck?: readonly [Point, Point, Point];
  /** Where the body's front opens for buttons: top and bottom y on the centre line. */
  placket: readonly [number, number];
  /** Patch pockets (x, y, width, height). */
  pockets: ReadonlyArray<readonly [number, number, number, number]>;
  knees?: Point[];
  /** Legwear: pleats and a paperbag frill sit by the waistband, not down the leg. */
  legwear?: boolean;
}

/** Trims drawn with the sleeves, not here. */
const SLEEVE_TRIMS = new Set<Trim>(['puff', 'ruffle-sleeves']);
/** Trims seen from behind too. */
const ALL_ROUND = new Set<Trim>([
  'lace',
  'ruffle-hem',
  'belt',
  'pleats',
  'tiers',
  'smocking',
  'tipping',
  'raw-hem',
  'ribbed',
  'paperbag',
]);

const LACE = '#f7f3ea';
const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const span = ([a, b]: Segment) => Math.hypot(b[0] - a[0], b[1] - a[1]);
const clipped = (svg: string) => `<g clip-path="url(#cut)">${svg}</g>`;
const down = ([x, y]: Point, dy: number): Point => [x, y + dy];

export function bow([x, y]: Point, p: Palette, size = 1): string {
  const s = (n: number) => r(n * size);
  return (
    shape(
      `M${x} ${y} Q${x - s(50)} ${y - s(34)} ${x - s(52)} ${y + s(6)} Q${x - s(40)} ${y + s(30)} ${x} ${y} Q${x + s(50)} ${y - s(34)} ${x + s(52)} ${y + s(6)} Q${x + s(40)} ${y + s(30)} ${x} ${y} Z`,
      p.light,
      p,
    ) +
    line(`M${x - 4} ${y + 4} L${x - s(18)} ${y + s(70)}`, p.outline, 5) +
    line(`M${x + 4} ${y + 4} L${x + s(20)} ${y + s(64)}`, p.outline, 5) +
    `<circle cx="${x}" cy="${y}" r="${s(9)}" fill="${p.dark}"/>`
  );
}

function lace(hem: Segment, p: Palette): string {
  const points = alongLine(hem[0], hem[1], Math.max(3, r(span(hem) / 26)));
  const holes = points
    .slice(1)
    .map((next, i) => {
      const [x, y] = lerp(points[i] as Point, next, 0.5);
      return `<circle cx="${r(x)}" cy="${r(y + 6)}" r="3.5" fill="${p.outline}" opacity=".45"/>`;
    })
    .join('');
  return (
    `<path d="${scallops(points)} Z" fill="${LACE}" stroke="${p.outline}" stroke-width="2"/>` +
    holes +
    line(`M${pt(down(hem[0], -8))} L${pt(down(hem[1], -8))}`, LACE, 5, ' stroke-dasharray="4 5"')
  );
}

/** A gathered flounce hanging below a segment. */
export function ruffle(seg: Segment, p: Palette, depth = 30): string {
  const [a, b] = seg;
  const points = alongLine(down(a, depth), down(b, depth), Math.max(3, r(span(seg) / 40))).reverse();
  const gathers = points
    .slice(1, -1)
    .map((q) => line(`M${pt(down(q, -depth + 4))} L${pt(down(q, 2))}`, p.detail, 3, ' opacity=".6"'))
    .join('');
  return (
    shape(
      `M${pt(a)} L${pt(b)} L${pt(down(b, depth))} ${scallops(points, 1).replace(/^M[^A]+/, '')} Z`,
      'url(#fabric)',
      p,
    ) + gathers
  );
}

function frillAlongNeck([a, c, b]: readonly [Point, Point, Point], p: Palette): string {
  const rows = [0, 22].map((dy) => {
    const points = alongQuad(down(a, dy), down(c, dy), down(b, dy), 8);
    return `<path d="${scallops(points)}" fill="${p.light}" stroke="${p.outline}" stroke-width="2.5"/>`;
  });
  return rows.join('');
}

function pleats(a: Anchors, p: Palette): string {
  if (a.legwear && a.waist) {
    const [[, y]] = a.waist;
    return [-96, -64, 64, 96]
      .map((dx) =>
        line(`M${400 + dx} ${y + 14} Q${400 + dx * 1.06} ${y + 80} ${400 + dx * 1.1} ${y + 150}`, p.outline, 3),
      )
      .join('');
  }
  const top =
    a.waist ??
    ([
      [300, a.placket[0] + 60],
      [500, a.placket[0] + 60],
    ] as Segment);
  const hemLeft = (a.hems[0] as Segment)[0];
  const hemRight = (a.hems[a.hems.length - 1] as Segment)[1];
  const n = 9;
  return clipped(
    Array.from({ length: n - 1 }, (_, i) => {
      const t = (i + 1) / n;
      return line(
        `M${pt(lerp(top[0], top[1], t))} L${pt(down(lerp(hemLeft, hemRight, t), 30))}`,
        p.outline,
        3,
        ' opacity=".7"',
      );
    }).join(''),
  );
}

function tiers(a: Anchors, p: Palette): string {
  const topY = a.waist ? a.waist[0][1] : a.placket[0] + 80;
  const hem = a.hems[0] as Segment;
  return clipped(
    [1 / 3, 2 / 3]
      .map((t) => {
        const y = r(topY + (hem[0][1] - topY) * t);
        const gathers = Array.from({ length: 12 }, (_, i) =>
          line(`M${200 + i * 36} ${y + 6} l2 34`, p.detail, 3, ' opacity=".5"'),
        ).join('');
        return line(`M60 ${y} Q400 ${y + 26} 740 ${y}`, p.outline, 4) + gathers;
      })
      .join(''),
  );
}

function smocking(a: Anchors, p: Palette): string {
  const top = a.neck ? a.neck[1][1] - 20 : a.placket[0];
  const bottom = a.waist ? a.waist[0][1] - 16 : top + 160;
  const rows = Math.max(3, r((bottom - top) / 26));
  return clipped(
    Array.from({ length: rows }, (_, i) => {
      const y = r(top + i * ((bottom - top) / rows) + 12);
      return line(`M200 ${y} ${Array.from({ length: 20 }, (_, k) => `l20 ${k % 2 ? -8 : 8}`).join(' ')}`, p.detail, 3);
    }).join(''),
  );
}

function embroidery(a: Anchors, p: Palette): string {
  const [left, control, right] = a.neck ?? [
    [340, 200],
    [400, 240],
    [460, 200],
  ];
  return alongQuad(down(left, 46), down(control, 46), down(right, 46), 4)
    .map(([x, y], i) => {
      const petals = [0, 72, 144, 216, 288]
        .map((deg) => {
          const rad = (deg * Math.PI) / 180;
          return `<circle cx="${r(x + 9 * Math.cos(rad))}" cy="${r(y + 9 * Math.sin(rad))}" r="6"/>`;
        })
        .join('');
      return (
        `<g fill="${i % 2 ? p.accent : '#d94f70'}">${petals}</g><circle cx="${r(x)}" cy="${r(y)}" r="4" fill="#fff"/>` +
        (i < 4 ? line(`M${r(x + 14)} ${r(y)} q12 14 28 6`, '#3a8a4f', 3) : '')
      );
    })
    .join('');
}

function drawstring(a: Anchors, p: Palette): string {
  const y = a.waist ? a.waist[0][1] + 10 : (a.hems[0] as Segment)[0][1] - 20;
  const cord = (x: number, dx: number) =>
    `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="${p.outline}" stroke-width="3"/>` +
    line(`M${x} ${y} Q${x + dx} ${y + 60} ${x + dx * 2} ${y + 110}`, p.light, 6) +
    `<circle cx="${x + dx * 2}" cy="${y + 114}" r="7" fill="${p.light}" stroke="${p.outline}" stroke-width="2"/>`;
  return cord(384, -10) + cord(416, 10);
}

function rawHem(hem: Segment, p: Palette): string {
  return (
    alongLine(hem[0], hem[1], Math.max(4, r(span(hem) / 11)))
      .map(([x, y], i) => line(`M${r(x)} ${r(y - 2)} l${i % 2 ? 2 : -2} ${i % 3 ? 16 : 24}`, p.light, 3))
      .join('') + line(`M${pt(down(hem[0], -14))} L${pt(down(hem[1], -14))}`, p.light, 3, ' opacity=".6"')
  );
}

function distressed(knees: readonly Point[]): string {
  return knees
    .map(
      ([x, y]) =>
        [
          [-26, 0, 52],
          [-20, 14, 40],
          [-14, 28, 28],
        ]
          .map(([dx, dy, w]) => line(`M${r(x + (dx as number))} ${r(y + (dy as number))} h${w}`, '#f4efe6', 5))
          .join('') + `<ellipse cx="${r(x)}" cy="${r(y + 46)}" rx="14" ry="6" fill="#f4efe6"/>`,
    )
    .join('');
}

function paperbag(waist: Segment, p: Palette): string {
  const [a, b] = waist;
  const top = alongLine(down(a, -44), down(b, -44), 8);
  const frill =
    shape(`M${pt(a)} L${pt(down(a, -44))} ${scallops(top, 1).replace(/^M[^A]+/, '')} L${pt(b)} Z`, 'url(#fabric)', p) +
    top
      .slice(1, -1)
      .map((q) => fold(`M${pt(q)} L${pt(down(q, 40))}`, p))
      .join('');
  return frill + bow([400, a[1] + 8], p, 0.7);
}

function drawTrim(trim: Trim, a: Anchors, p: Palette): string {
  switch (trim) {
    case 'lace':
      return a.hems.map((hem) => lace(hem, p)).join('');
    case 'ruffle-hem':
      return a.hems.map((hem) => ruffle(hem, p)).join('');
    case 'ruffle-neck':
      return a.neck ? frillAlongNeck(a.neck, p) : '';
    case 'belt': {
      const [[x1, y], [x2]] = a.waist ?? [
        [204, 560],
        [596, 560],
      ];
      return (
        `<rect x="${r(x1)}" y="${r(y - 18)}" width="${r(x2 - x1)}" height="36" rx="6" fill="${p.dark}" stroke="${p.outline}" stroke-width="3"/>` +
        `<rect x="${r((x1 + x2) / 2 - 26)}" y="${r(y - 26)}" width="52" height="52" rx="8" fill="none" stroke="#c9a45c" stroke-width="9"/>`
      );
    }
    case 'tie': {
      const point: Point = a.waist ? [a.waist[1][0] - 40, a.waist[1][1]] : [430, (a.hems[0] as Segment)[0][1] - 40];
      return bow(point, p);
    }
    case 'buttons': {
      const [top, bottom] = a.placket;
      const n = Math.max(3, Math.floor((bottom - top) / 72));
      return (
        line(`M400 ${top} L400 ${bottom}`, p.outline, 3) +
        Array.from({ length: n }, (_, i) => button(400, top + 30 + i * ((bottom - top - 40) / n), p, 8)).join('')
      );
    }
    case 'pockets':
      return a.pockets
        .map(
          ([x, y, w, h]) =>
            shape(`M${x} ${y} h${w} v${h} q${-w / 2} 14 ${-w} 0 Z`, 'url(#fabric)', p) +
            stitch(`M${x + 8} ${y + 10} h${w - 16}`, p.detail) +
            shape(`M${x - 4} ${y - 4} h${w + 8} v28 h${-w - 8} Z`, p.dark, p, 2, ' opacity=".75"'),
        )
        .join('');
    case 'pleats':
      return pleats(a, p);
    case 'tiers':
      return tiers(a, p);
    case 'smocking':
      return smocking(a, p);
    case 'embroidery':
      return embroidery(a, p);
    case 'drawstring':
      return drawstring(a, p);
    case 'tipping':
      return [...a.hems, ...(a.cuffs ?? [])]
        .map(([b, c]) => [12, 24].map((dy) => line(`M${pt(down(b, -dy))} L${pt(down(c, -dy))}`, p.accent, 5)).join(''))
        .join('');
    case 'raw-hem':
      return a.hems.map((hem) => rawHem(hem, p)).join('');
    case 'distressed':
      return distressed(a.knees ?? []);
    case 'paperbag':
      return paperbag(
        a.waist ?? [
          [284, 300],
          [516, 300],
        ],
        p,
      );
    case 'ribbed':
      return `<pattern id="rib" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="3" height="16" fill="${p.dark}" opacity=".35"/></pattern><path d="${a.outline}" fill="url(#rib)"/>`;
    case 'quilted':
    case 'puff':
    case 'ruffle-sleeves':
      return '';
  }
}

/** The garment's trims, each in its group; `view` leaves out the ones only seen from the front. */
export function drawTrims(trims: readonly Trim[] | undefined, a: Anchors, p: Palette, view: 'front' | 'back'): string {
  const shown = (trims ?? []).filter((t) => !SLEEVE_TRIMS.has(t) && (view === 'front' || ALL_ROUND.has(t)));
  const needsClip = shown.some((t) => ['pleats', 'tiers', 'smocking'].includes(t));
  const clip = needsClip ? `<clipPath id="cut"><path d="${a.outline}"/></clipPath>` : '';
  return clip + shown.map((t) => feature(`trim-${t}`, drawTrim(t, a, p))).join('');
}

// Garment drawings, built from the product's attributes: the body's shape from its style,
// neckline, sleeves, length and leg, then its trims. Front and back views, 800x1000.
import type { Leg, Neckline, Sleeves, Trim } from './art-attributes';
import { body, button, feature, fold, line, pair, pt, r, shape, stitch, type Palette, type Point } from './art-draw';
import { bow, drawTrims, ruffle, type Anchors, type Segment } from './art-trims';
import type { ArtworkSpec, GarmentSilhouette } from './artwork';

export interface GarmentDrawing {
  front: string;
  back: string;
  /** Where the item rests, for its shadow. */
  ground: number;
}

const L = (dx: number) => 400 - dx;
const R = (dx: number) => 400 + dx;
const STAR = 'M400 372 l14 30 33 4 -24 22 6 33 -29 -16 -29 16 6 -33 -24 -22 33 -4 Z';
const star = (p: Palette, dy = 0) =>
  `<path d="${STAR}" transform="translate(0 ${dy})" fill="${p.accent}" stroke="${p.outline}" stroke-width="2"/>`;
const hemStitch = ([a, b]: Segment, p: Palette) =>
  stitch(`M${pt([a[0], a[1] - 16])} Q400 ${r(a[1])} ${pt([b[0], b[1] - 16])}`, p.detail);

// ---------- Necklines ----------

/** The neckline's cut from its left end to its right end (path commands after the left end). */
function neckCut(neckline: Neckline | undefined, half: number, y: number, view: 'front' | 'back'): string {
  const right = `${R(half)} ${y}`;
  if (view === 'back') return `Q400 ${y + 28} ${right}`;
  switch (neckline) {
    case 'v':
      return `L400 ${y + r(half * 1.4)} L${right}`;
    case 'scoop':
      return `C${L(half)} ${y + r(half * 1.3)} ${R(half)} ${y + r(half * 1.3)} ${right}`;
    case 'square':
      return `L${L(half)} ${y + r(half * 0.95)} L${R(half)} ${y + r(half * 0.95)} L${right}`;
    case 'collar':
      return `L400 ${y + r(half * 0.6)} L${right}`;
    case 'camp-collar':
      return `L400 ${y + r(half * 1.3)} L${right}`;
    case 'off-shoulder':
      return `Q400 ${y + 30} ${right}`;
    default:
      return `Q400 ${y + r(half * 1.25)} ${right}`;
  }
}

/** Ribbing, collars, plackets and bows at the neckline, seen from the front. */
function neckDetail(neckline: Neckline | undefined, half: number, y: number, p: Palette): string {
  const rib = (width: number) => line(`M${L(half)} ${y} ${neckCut(neckline, half, y, 'front')}`, p.detail, width);
  const flap = (d: string, fill = p.light) => pair(shape(d, fill, p));
  switch (neckline) {
    case 'crew':
    case 'v':
    case 'scoop':
    case 'square':
    case 'off-shoulder':
      return rib(10);
    case 'henley':
      return (
        rib(10) +
        `<rect x="388" y="${y + 40}" width="24" height="120" rx="5" fill="${p.dark}" opacity=".45"/>` +
        [y + 66, y + 104, y + 142].map((by) => button(400, by, p, 6)).join('')
      );
    case 'zip':
      return (
        shape(
          `M${L(half + 4)} ${y - 22} Q400 ${y + 10} ${R(half + 4)} ${y - 22} L${R(half)} ${y + 4} Q400 ${y + 40} ${L(half)} ${y + 4} Z`,
          p.light,
          p,
        ) +
        line(`M400 ${y + 22} L400 ${y + 150}`, '#9a9a9a', 6) +
        `<rect x="394" y="${y + 140}" width="12" height="24" rx="3" fill="#c9a45c"/>`
      );
    case 'collar':
      return flap(
        `M${L(half)} ${y} L400 ${y + r(half * 0.6)} L${L(half * 0.3)} ${y + r(half * 1.15)} L${L(half + 12)} ${y + 22} Z`,
      );
    case 'camp-collar':
      return flap(
        `M${L(half)} ${y} L400 ${y + r(half * 1.3)} L${L(half * 0.72)} ${y + r(half * 1.1)} L${L(half + 34)} ${y + 30} Z`,
      );
    case 'round-collar':
      return flap(
        `M${L(half)} ${y} Q400 ${y + r(half * 0.7)} 400 ${y + r(half * 0.62)} Q${L(half * 0.3)} ${y + r(half * 1.35)} ${L(half + 14)} ${y + 24} Z`,
      );
    case 'bow':
      return rib(8) + bow([400, y + r(half * 0.55)], p);
    case 'halter':
      return line(`M${L(28)} ${y} L${R(28)} ${y}`, p.dark, 12) + bow([400, y - 10], p, 0.5);
    case 'hood':
      return (
        `<path d="M${L(half * 0.8)} ${y + 36} Q400 ${y - 66} ${R(half * 0.8)} ${y + 36} Q400 ${y + 88} ${L(half * 0.8)} ${y + 36} Z" fill="${p.dark}" opacity=".55"/>` +
        line(`M372 ${y + 70} L364 ${y + 200}`, p.light, 5) +
        line(`M428 ${y + 70} L436 ${y + 200}`, p.light, 5)
      );
    default:
      return '';
  }
}

// ---------- Sleeves ----------

/** The right sleeve in its own frame: origin at the shoulder tip, x outwards, y down; [outline, end]. */
const SLEEVE_SHAPES: Record<Exclude<Sleeves, 'sleeveless'>, [string, Segment]> = {
  short: [
    'M-14 -4 L100 125 L18 174 L-12 133 Z',
    [
      [18, 174],
      [100, 125],
    ],
  ],
  'three-quarter': [
    'M-14 -4 Q58 50 78 250 L92 420 L18 428 L-2 220 L-12 133 Z',
    [
      [18, 428],
      [92, 420],
    ],
  ],
  long: [
    'M-14 -4 Q64 57 84 275 L104 563 L28 575 L2 215 L-12 133 Z',
    [
      [28, 575],
      [104, 563],
    ],
  ],
};
const PUFF: [string, Segment] = [
  'M-14 -4 Q126 -26 116 104 Q74 166 12 156 L-12 133 Z',
  [
    [12, 156],
    [116, 104],
  ],
];

interface SleeveDrawing {
  /** Drawn before the body, so the body's side seam shows in front of the sleeve. */
  behind: string;
  /** Drawn over the body: a sleeveless cut's armhole binding. */
  armhole: string;
  cuffs: Segment[];
}

function sleeves(
  kind: Sleeves | undefined,
  tip: Point,
  scale: number,
  armhole: string,
  trims: readonly Trim[],
  p: Palette,
  patterned: boolean,
): SleeveDrawing {
  if (!kind) return { behind: '', armhole: '', cuffs: [] };
  if (kind === 'sleeveless')
    return { behind: '', armhole: feature('sleeves-sleeveless', pair(line(armhole, p.detail, 8))), cuffs: [] };
  const puff = kind === 'short' && trims.includes('puff');
  const [d, end] = puff ? PUFF : SLEEVE_SHAPES[kind];
  const place = `translate(${pt(tip)}) scale(${scale})`;
  const endLine = line(`M${pt(end[0])} L${pt(end[1])}`, p.detail, kind === 'short' ? 6 : 12);
  const inFrame = (svg: string) => (svg ? pair(`<g transform="${place}">${svg}</g>`) : '');
  const gathers = puff
    ? [
        [4, 6],
        [30, -4],
        [58, -6],
      ]
        .map(([x, y]) => line(`M${x} ${y} q6 22 0 40`, p.detail, 3))
        .join('')
    : '';
  const flounce = trims.includes('ruffle-sleeves') ? ruffle(end, p, 34) : '';
  const sleeve =
    inFrame(body(d, p, patterned) + endLine) +
    feature('trim-puff', inFrame(gathers)) +
    feature('trim-ruffle-sleeves', inFrame(flounce));
  const toGlobal = ([x, y]: Point): Point => [tip[0] + x * scale, tip[1] + y * scale];
  const rightEnd: Segment = [toGlobal(end[0]), toGlobal(end[1])];
  const leftEnd: Segment = [
    [800 - rightEnd[1][0], rightEnd[1][1]],
    [800 - rightEnd[0][0], rightEnd[0][1]],
  ];
  return { behind: feature(`sleeves-${kind}`, sleeve), armhole: '', cuffs: [leftEnd, rightEnd] };
}

// ---------- Tops ----------

interface TopFrame {
  neckY: number;
  neckHalf: number;
  hem: number;
  shoulder: number;
  armpit: number;
  hemHalf: number;
  waist?: number;
}

const TOP_FRAMES: Record<'t-shirt' | 'tank' | 'polo' | 'shirt' | 'blouse' | 'hoodie', TopFrame> = {
  't-shirt': { neckY: 170, neckHalf: 100, hem: 860, shoulder: 204, armpit: 192, hemHalf: 192 },
  polo: { neckY: 170, neckHalf: 100, hem: 860, shoulder: 204, armpit: 192, hemHalf: 192 },
  shirt: { neckY: 158, neckHalf: 82, hem: 882, shoulder: 206, armpit: 198, hemHalf: 198 },
  blouse: { neckY: 160, neckHalf: 82, hem: 850, shoulder: 196, armpit: 192, hemHalf: 196 },
  hoodie: { neckY: 176, neckHalf: 108, hem: 880, shoulder: 212, armpit: 200, hemHalf: 200 },
  tank: { neckY: 150, neckHalf: 62, hem: 862, shoulder: 108, armpit: 196, hemHalf: 192 },
};

function topFrame(kind: keyof typeof TOP_FRAMES, spec: ArtworkSpec): TopFrame {
  const f = { ...TOP_FRAMES[kind] };
  if (spec.style === 'fitted')
    Object.assign(f, {
      shoulder: f.shoulder - 8,
      armpit: f.armpit - 16,
      hemHalf: f.hemHalf - 14,
      waist: f.armpit - 30,
    });
  if (spec.style === 'oversized')
    Object.assign(f, { shoulder: f.shoulder + 26, armpit: f.armpit + 22, hemHalf: f.hemHalf + 22 });
  if (spec.style === 'longline') f.hem = 948;
  if (spec.cropped) f.hem = 640;
  if (spec.sleeves === 'sleeveless' && kind !== 'tank') f.shoulder = f.armpit - 58;
  return f;
}

function top(kind: keyof typeof TOP_FRAMES, p: Palette, patterned: boolean, spec: ArtworkSpec): GarmentDrawing {
  const f = topFrame(kind, spec);
  const cami = spec.style === 'cami';
  const shoulderY = kind === 'tank' ? f.neckY : f.neckY + (spec.style === 'oversized' ? 48 : 35);
  const neckY = cami ? 250 : f.neckY;
  const neckHalf = cami ? 104 : f.neckHalf;
  const sideDown = f.waist ? `Q${R(f.waist)} 560 ${R(f.hemHalf)} ${f.hem}` : `L${R(f.hemHalf)} ${f.hem}`;
  const sideUp = f.waist ? `Q${L(f.waist)} 560 ${L(f.armpit)} 338` : `L${L(f.armpit)} 338`;
  const sleeveless = spec.sleeves === 'sleeveless' || !spec.sleeves;
  const armholeRight =
    kind === 'tank'
      ? cami
        ? `M${R(neckHalf + 40)} 256 Q${R(f.armpit - 4)} 262 ${R(f.armpit)} 338`
        : `M${R(f.neckHalf + 46)} ${f.neckY} Q${R(f.neckHalf + 52)} 290 ${R(f.armpit)} 338`
      : `M${R(f.shoulder)} ${shoulderY} Q${R(f.armpit - 12)} ${shoulderY + 80} ${R(f.armpit)} 338`;
  const shoulders = (view: 'front' | 'back') => {
    const cut = neckCut(spec.neckline, neckHalf, neckY, view);
    if (kind === 'tank' && cami)
      return `M${L(f.armpit)} 338 Q${L(f.armpit - 4)} 262 ${L(neckHalf + 40)} 256 L${L(neckHalf)} ${neckY} ${cut} L${R(neckHalf + 40)} 256 Q${R(f.armpit - 4)} 262 ${R(f.armpit)} 338`;
    if (kind === 'tank')
      return `M${L(f.armpit)} 338 Q${L(f.neckHalf + 52)} 290 ${L(f.neckHalf + 46)} ${f.neckY} L${L(f.neckHalf)} ${f.neckY} ${cut} L${R(f.neckHalf + 46)} ${f.neckY} Q${R(f.neckHalf + 52)} 290 ${R(f.armpit)} 338`;
    const toArmpit = sleeveless ? `Q${R(f.armpit - 12)} ${shoulderY + 80} ${R(f.armpit)} 338` : `L${R(f.armpit)} 338`;
    const fromArmpit = sleeveless
      ? `Q${L(f.armpit - 12)} ${shoulderY + 80} ${L(f.shoulder)} ${shoulderY}`
      : `L${L(f.shoulder)} ${shoulderY}`;
    return `M${L(f.armpit)} 338 ${fromArmpit} L${L(neckHalf)} ${neckY} ${cut} L${R(f.shoulder)} ${shoulderY} ${toArmpit}`;
  };
  // A longline shirt ends in a deep curved shirttail.
  const outline = (view: 'front' | 'back') =>
    `${shoulders(view)} ${sideDown} Q400 ${f.hem + (spec.style === 'longline' ? 70 : 18)} ${L(f.hemHalf)} ${f.hem} ${sideUp} Z`;
  const s = sleeves(
    spec.sleeves,
    [R(f.shoulder) - 4, shoulderY + 4],
    kind === 'tank' ? 0.9 : 1,
    armholeRight,
    spec.trims ?? [],
    p,
    patterned,
  );
  const hem: Segment = [
    [L(f.hemHalf), f.hem],
    [R(f.hemHalf), f.hem],
  ];
  const anchors: Anchors = {
    outline: outline('front'),
    hems: [hem],
    cuffs: s.cuffs,
    waist: spec.trims?.includes('belt')
      ? [
          [L(f.armpit - 6), 560],
          [R(f.armpit - 6), 560],
        ]
      : undefined,
    neck: [
      [L(neckHalf), neckY],
      [400, neckY + neckHalf],
      [R(neckHalf), neckY],
    ],
    placket: [neckY + 60, f.hem - 10],
    pockets: [[L(f.armpit - 50), neckY + 150, 82, 88]],
  };
  const straps = cami ? pair(line(`M${L(neckHalf + 16)} 258 L${L(neckHalf - 4)} 150`, p.dark, 6)) : '';
  const hood =
    kind === 'hoodie'
      ? shape(
          `M${L(f.neckHalf + 4)} ${f.neckY + 8} Q${L(f.neckHalf)} ${f.neckY - 96} 400 ${f.neckY - 104} Q${R(f.neckHalf)} ${f.neckY - 96} ${R(f.neckHalf + 4)} ${f.neckY + 8} Z`,
          'url(#fabric)',
          p,
          4,
        )
      : '';
  const extras = (view: 'front' | 'back') => {
    if (kind === 'polo' && view === 'front' && spec.neckline !== 'zip') {
      return (
        `<rect x="386" y="${neckY + 40}" width="28" height="124" rx="5" fill="${p.dark}" opacity=".45"/>` +
        button(400, neckY + 76, p, 7) +
        button(400, neckY + 120, p, 7)
      );
    }
    if (kind === 'shirt') {
      const buttons = Array.from({ length: Math.floor((f.hem - neckY - 70) / 78) }, (_, i) =>
        button(400, neckY + 100 + i * 78, p, 7),
      ).join('');
      return view === 'front'
        ? line(`M400 ${neckY + 50} L400 ${f.hem + 4}`, p.outline, 3) + buttons
        : line(`M${L(f.armpit)} ${neckY + 104} Q400 ${neckY + 134} ${R(f.armpit)} ${neckY + 104}`, p.detail, 4);
    }
    if (kind === 'hoodie') {
      const pocket =
        view === 'front'
          ? `<path d="M272 ${f.hem - 240} L528 ${f.hem - 240} L578 ${f.hem - 80} L222 ${f.hem - 80} Z" fill="none" stroke="${p.outline}" stroke-width="3"/>`
          : '';
      return pocket + line(`M${L(f.hemHalf - 6)} ${f.hem - 30} L${R(f.hemHalf - 6)} ${f.hem - 30}`, p.detail, 10);
    }
    if (kind === 'blouse')
      return (
        fold(`M336 ${neckY + 110} Q346 ${(neckY + f.hem) / 2} 326 ${f.hem - 20}`, p) +
        fold(`M464 ${neckY + 110} Q454 ${(neckY + f.hem) / 2} 474 ${f.hem - 20}`, p)
      );
    return '';
  };
  const wrapOverlap =
    spec.style === 'wrap'
      ? line(
          `M${L(neckHalf)} ${neckY} Q${R(40)} ${neckY + 200} ${R(f.armpit - 10)} ${Math.min(f.hem - 60, 560)}`,
          p.outline,
          4,
        ) + bow([R(f.armpit - 40), Math.min(f.hem - 60, 560)], p, 0.7)
      : '';
  const kidsStar = spec.kids && kind !== 'shirt' && kind !== 'polo' ? star(p, f.hem < 700 ? -60 : 0) : '';
  const styled = (view: 'front' | 'back') => {
    const drawn = hood + body(outline(view), p, patterned) + (view === 'front' ? wrapOverlap : '');
    return spec.style ? feature(`style-${spec.style}`, drawn) : drawn;
  };
  const cropMark = (svg: string) => (spec.cropped ? feature('cropped', svg) : svg);
  const front =
    s.behind +
    styled('front') +
    s.armhole +
    straps +
    extras('front') +
    cropMark(hemStitch(hem, p)) +
    feature(`neck-${spec.neckline ?? 'crew'}`, neckDetail(spec.neckline, neckHalf, neckY, p)) +
    drawTrims(spec.trims, anchors, p, 'front') +
    kidsStar;
  const back =
    s.behind +
    styled('back') +
    s.armhole +
    straps +
    extras('back') +
    hemStitch(hem, p) +
    line(`M${L(neckHalf)} ${neckY} ${neckCut(spec.neckline, neckHalf, neckY, 'back')}`, p.detail, 10) +
    drawTrims(spec.trims, anchors, p, 'back');
  return { front, back, ground: f.hem + 20 };
}

// ---------- Dresses and jumpsuits: a bodice above a skirt or legs ----------

/** The bodice from the left armpit round the neck to the right armpit, and its right armhole. */
function bodiceTop(
  neckline: Neckline | undefined,
  style: string | undefined,
  view: 'front' | 'back',
): { d: string; neck: [number, number]; armhole: string } {
  if (style === 'slip' || style === 'sundress' || style === 'overall') {
    const y = style === 'sundress' ? 216 : 236;
    return {
      d: `M298 292 L300 ${y} L${L(70)} ${y} ${neckCut(neckline ?? 'square', 70, y, view)} L500 ${y} L502 292`,
      neck: [70, y],
      armhole: `M500 ${y} L502 292`,
    };
  }
  if (neckline === 'halter') {
    return {
      d: `M298 292 L${L(30)} 110 ${neckCut('crew', 30, 110, view)} L502 292`,
      neck: [30, 110],
      armhole: `M${R(30)} 110 L502 292`,
    };
  }
  if (neckline === 'off-shoulder') {
    return {
      d: `M298 292 L282 216 L${L(100)} 214 ${neckCut('off-shoulder', 100, 214, view)} L518 216 L502 292`,
      neck: [100, 214],
      armhole: 'M518 216 L502 292',
    };
  }
  return {
    d: `M298 292 L318 140 L350 140 ${neckCut(neckline, 50, 140, view)} L482 140 L502 292`,
    neck: [50, 140],
    armhole: 'M482 140 Q490 230 502 292',
  };
}

const HEMS = { mini: 660, midi: 820, maxi: 925 } as const;

function dress(p: Palette, patterned: boolean, spec: ArtworkSpec): GarmentDrawing {
  const style = spec.style ?? 'a-line';
  const hem = HEMS[spec.length ?? 'midi'];
  const half =
    style === 'bodycon'
      ? 100
      : style === 'slip'
        ? r(126 + (hem - 440) * 0.12)
        : style === 'shirt-dress'
          ? r(150 + (hem - 440) * 0.22)
          : style === 'sundress'
            ? r(196 + (hem - 440) * 0.4)
            : r(180 + (hem - 440) * 0.32);
  const skirt =
    style === 'bodycon'
      ? `Q516 372 490 440 Q532 560 ${R(112)} ${Math.min(hem - 40, 700)} L${R(half)} ${hem} Q400 ${hem + 16} ${L(half)} ${hem} L${L(112)} ${Math.min(hem - 40, 700)} Q268 560 310 440 Q284 372 298 292 Z`
      : `Q522 372 496 440 L${R(half)} ${hem} Q400 ${hem + 40} ${L(half)} ${hem} L304 440 Q278 372 298 292 Z`;
  const outline = (view: 'front' | 'back') => `${bodiceTop(spec.neckline, style, view).d} ${skirt}`;
  const { neck, armhole } = bodiceTop(spec.neckline, style, 'front');
  const trims = spec.trims ?? [];
  const s = sleeves(spec.sleeves, [486, 146], 0.8, armhole, trims, p, patterned);
  const waist: Segment = [
    [302, 440],
    [498, 440],
  ];
  const hemSeg: Segment = [
    [L(half), hem + 10],
    [R(half), hem + 10],
  ];
  const foldLines = [0.3, 0.55, 0.8]
    .map((t) =>
      fold(
        `M${r(304 + 192 * t)} 460 Q${r(300 + 192 * t)} ${r((460 + hem) / 2)} ${r(L(half) + 2 * half * t)} ${hem + 10}`,
        p,
      ),
    )
    .join('');
  const details: Record<string, (view: 'front' | 'back') => string> = {
    'a-line': () => line('M304 440 Q400 458 496 440', p.outline, 4) + foldLines,
    bodycon: () => fold(`M350 300 Q336 440 352 ${hem - 20}`, p) + fold(`M450 300 Q464 440 448 ${hem - 20}`, p),
    wrap: (view) =>
      line('M304 440 Q400 458 496 440', p.outline, 4) +
      foldLines +
      (view === 'front'
        ? line(`M350 140 L496 440 Q${R(half * 0.4)} ${(440 + hem) / 2} ${R(half * 0.5)} ${hem + 20}`, p.outline, 4) +
          bow([470, 440], p, 0.8)
        : ''),
    'shirt-dress': (view) =>
      (view === 'front'
        ? line(`M400 190 L400 ${hem + 20}`, p.outline, 3) +
          Array.from({ length: Math.floor((hem - 220) / 80) }, (_, i) => button(400, 230 + i * 80, p, 7)).join('')
        : '') +
      fold(`M340 460 L${L(half * 0.5)} ${hem}`, p) +
      fold(`M460 460 L${R(half * 0.5)} ${hem}`, p),
    slip: () =>
      pair(line(`M${L(86)} 238 L${L(70)} 118`, p.dark, 5)) +
      fold(`M360 300 Q340 600 ${L(half * 0.6)} ${hem}`, p) +
      fold(`M440 300 Q460 600 ${R(half * 0.6)} ${hem}`, p),
    sundress: () =>
      pair(
        line(`M${L(86)} 218 L${L(72)} 120`, p.base, 18) +
          line(`M${L(86)} 218 L${L(72)} 120`, p.outline, 2, ' opacity=".5"'),
      ) +
      line('M304 440 Q400 458 496 440', p.outline, 4) +
      foldLines,
  };
  const anchors: Anchors = {
    outline: outline('front'),
    hems: [hemSeg],
    cuffs: s.cuffs,
    waist,
    neck: [
      [L(neck[0]), neck[1]],
      [400, neck[1] + neck[0]],
      [R(neck[0]), neck[1]],
    ],
    placket: [neck[1] + 60, hem],
    pockets: [
      [304, 500, 76, 84],
      [420, 500, 76, 84],
    ],
  };
  const draw = (view: 'front' | 'back') =>
    s.behind +
    feature(
      `style-${style}`,
      body(outline(view), p, patterned) +
        (details[style] ?? (details['a-line'] as (v: 'front' | 'back') => string))(view),
    ) +
    s.armhole +
    (view === 'front'
      ? feature(`length-${spec.length ?? 'midi'}`, hemStitch(hemSeg, p)) +
        feature(`neck-${spec.neckline ?? 'scoop'}`, neckDetail(spec.neckline, neck[0], neck[1], p))
      : line(`M${L(neck[0])} ${neck[1]} ${neckCut(spec.neckline, neck[0], neck[1], 'back')}`, p.detail, 6) +
        line(`M400 ${neck[1] + 30} L400 440`, p.detail, 3)) +
    drawTrims(trims, anchors, p, view);
  return { front: draw('front'), back: draw('back'), ground: hem + 30 };
}

// ---------- Legs ----------

/** Right leg, as offsets from the centre line: knee centre, knee half-width, hem centre, hem half-width. */
const LEGS: Record<Leg, [number, number, number, number]> = {
  skinny: [76, 58, 78, 44],
  slim: [80, 66, 84, 56],
  straight: [88, 76, 100, 72],
  tapered: [88, 80, 88, 54],
  relaxed: [96, 90, 106, 86],
  wide: [110, 104, 140, 100],
  flare: [84, 60, 116, 104],
  bootcut: [86, 66, 104, 84],
  jogger: [90, 84, 86, 52],
};

interface LegFrame {
  hipY: number;
  hipHalf: number;
  crotch: number;
  hem: number;
}

function legs(leg: Leg, f: LegFrame, cropped: boolean | undefined, p: Palette) {
  const [kc, kh, hc, hh] = LEGS[leg];
  const hem = cropped ? r(f.crotch + (f.hem - f.crotch) * 0.76) : f.hem;
  const knee = r((f.crotch + hem) / 2 + 20);
  const d =
    `L${R(kc + kh)} ${knee} L${R(hc + hh)} ${hem} L${R(hc - hh)} ${hem} L${R(kc - kh)} ${knee} L400 ${f.crotch} ` +
    `L${L(kc - kh)} ${knee} L${L(hc - hh)} ${hem} L${L(hc + hh)} ${hem} L${L(kc + kh)} ${knee} L${L(f.hipHalf)} ${f.hipY}`;
  const hems: Segment[] = [
    [
      [L(hc + hh), hem],
      [L(hc - hh), hem],
    ],
    [
      [R(hc - hh), hem],
      [R(hc + hh), hem],
    ],
  ];
  const creases = pair(
    fold(`M${R((kc + f.hipHalf - 20) / 2)} ${f.hipY + 30} L${R(kc)} ${knee} L${R(hc)} ${hem - 12}`, p),
  );
  const cuffs =
    leg === 'jogger'
      ? pair(
          shape(
            `M${R(hc - hh)} ${hem} L${R(hc + hh)} ${hem} L${R(hc + hh + 4)} ${hem - 40} L${R(hc - hh - 4)} ${hem - 40} Z`,
            p.dark,
            p,
            3,
          ) + line(`M${R(hc - hh)} ${hem - 20} h${2 * hh}`, p.detail, 2),
        )
      : '';
  const hemLines = hems
    .map(([a, b]) => stitch(`M${pt([a[0], a[1] - 16])} L${pt([b[0], b[1] - 16])}`, p.detail))
    .join('');
  const marks = feature(`leg-${leg}`, creases + cuffs) + (cropped ? feature('cropped', hemLines) : hemLines);
  return {
    d,
    hems,
    knees: [
      [L(kc), knee - 30],
      [R(kc), knee - 30],
    ] as Point[],
    marks,
    hem,
    kc,
    kh,
  };
}

const waistband = (y: number, p: Palette, left = 262, right = 538) =>
  line(`M${left} ${y} L${right} ${y}`, p.outline, 4) +
  stitch(`M${left + 6} ${y - 12} L${right - 6} ${y - 12}`, p.detail);
const fly = (top: number, p: Palette) =>
  stitch(`M420 ${top} L420 ${top + 100} Q420 ${top + 128} 400 ${top + 138}`, p.detail);
const backPockets = (y: number, p: Palette, color = p.detail) =>
  [290, 430]
    .map(
      (x) =>
        `<path d="M${x} ${y} h80 v66 l-40 20 l-40 -20 Z" fill="none" stroke="${color}" stroke-width="3" stroke-dasharray="9 7"/>`,
    )
    .join('');

function legwear(
  kind: 'trousers' | 'wide-trousers' | 'cargos' | 'jeans',
  p: Palette,
  patterned: boolean,
  spec: ArtworkSpec,
): GarmentDrawing {
  const l = legs(
    spec.leg ?? (kind === 'wide-trousers' ? 'wide' : 'straight'),
    { hipY: 205, hipHalf: 138, crotch: 370, hem: 905 },
    spec.cropped,
    p,
  );
  const outline = `M268 150 L532 150 L538 205 ${l.d} Z`;
  const thread = '#d9a441';
  const cargoPocket = pair(
    shape(`M${R(l.kc + l.kh - 100)} 480 h84 v118 q-42 12 -84 0 Z`, p.dark, p, 3, ' opacity=".5"') +
      `<rect x="${R(l.kc + l.kh - 104)}" y="466" width="92" height="36" rx="6" fill="${p.base}" stroke="${p.outline}" stroke-width="3"/>` +
      button(R(l.kc + l.kh - 58), 484, p, 6),
  );
  const front = {
    trousers:
      waistband(205, p) +
      fly(205, p) +
      line('M268 222 Q326 226 338 290', p.detail, 3) +
      line('M532 222 Q474 226 462 290', p.detail, 3),
    'wide-trousers': waistband(205, p) + fly(205, p),
    cargos: waistband(205, p) + fly(205, p) + cargoPocket,
    jeans:
      waistband(205, p, 266, 534) +
      stitch('M420 205 L420 300 Q420 330 400 340', thread) +
      stitch('M338 208 Q330 268 270 282', thread) +
      stitch('M462 208 Q470 268 530 282', thread) +
      [
        [338, 212],
        [462, 212],
        [270, 282],
        [530, 282],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#c9a45c"/>`)
        .join('') +
      button(400, 182, { ...p, light: '#c9a45c' }, 9),
  }[kind];
  const back =
    waistband(205, p) +
    line('M400 205 L400 370', p.outline, 3) +
    backPockets(kind === 'jeans' ? 262 : 240, p, kind === 'jeans' ? thread : p.detail) +
    (kind === 'cargos' ? cargoPocket : '');
  const anchors: Anchors = {
    outline,
    hems: l.hems,
    waist: [
      [266, 205],
      [534, 205],
    ],
    placket: [220, 360],
    legwear: true,
    knees: l.knees,
    pockets: [
      [L(l.kc + 40), 420, 80, 96],
      [R(l.kc - 40), 420, 80, 96],
    ],
  };
  const draw = (view: 'front' | 'back') =>
    body(outline, p, patterned || kind === 'jeans') +
    (view === 'front' ? front : back) +
    l.marks +
    drawTrims(spec.trims, anchors, p, view);
  return { front: draw('front'), back: draw('back'), ground: l.hem + 10 };
}

function jumpsuit(p: Palette, patterned: boolean, spec: ArtworkSpec): GarmentDrawing {
  const style = spec.style ?? 'regular';
  const l = legs(spec.leg ?? 'straight', { hipY: 450, hipHalf: 104, crotch: 560, hem: 922 }, spec.cropped, p);
  const top = (view: 'front' | 'back') => bodiceTop(spec.neckline, style, view);
  const outline = (view: 'front' | 'back') => `${top(view).d} L506 300 L504 450 ${l.d} L294 300 Z`;
  const { neck, armhole } = top('front');
  const trims = spec.trims ?? [];
  const s = sleeves(spec.sleeves, [486, 146], 0.8, armhole, trims, p, patterned);
  const waistLine = line('M296 450 Q400 468 504 450', p.outline, 5);
  const details: Record<string, (view: 'front' | 'back') => string> = {
    regular: () => waistLine,
    wrap: (view) =>
      waistLine +
      (view === 'front'
        ? line('M350 140 L500 440', p.outline, 4) + line('M300 300 L400 452', p.outline, 3, ' opacity=".6"')
        : ''),
    overall: () =>
      waistLine +
      pair(line(`M${L(86)} 238 L${L(74)} 120`, p.dark, 16) + button(L(86), 252, p, 8)) +
      `<rect x="340" y="300" width="120" height="90" rx="8" fill="none" stroke="${p.detail}" stroke-width="3" stroke-dasharray="9 7"/>`,
    boiler: (view) =>
      waistLine +
      (view === 'front'
        ? line(`M400 ${neck[1] + 30} L400 560`, '#9a9a9a', 6) +
          `<rect x="393" y="${neck[1] + 24}" width="14" height="26" rx="3" fill="#c9a45c"/>`
        : ''),
  };
  const anchors: Anchors = {
    outline: outline('front'),
    hems: l.hems,
    cuffs: s.cuffs,
    waist: [
      [296, 452],
      [504, 452],
    ],
    knees: l.knees,
    neck: [
      [L(neck[0]), neck[1]],
      [400, neck[1] + neck[0]],
      [R(neck[0]), neck[1]],
    ],
    placket: [neck[1] + 50, 540],
    pockets:
      style === 'boiler'
        ? [
            [318, 300, 70, 78],
            [412, 300, 70, 78],
          ]
        : [
            [L(l.kc + 40), 600, 80, 96],
            [R(l.kc - 40), 600, 80, 96],
          ],
  };
  const draw = (view: 'front' | 'back') =>
    s.behind +
    feature(
      `style-${style}`,
      body(outline(view), p, patterned) +
        (details[style] ?? (details.regular as (v: 'front' | 'back') => string))(view),
    ) +
    s.armhole +
    l.marks +
    (view === 'front'
      ? feature(`neck-${spec.neckline ?? 'scoop'}`, neckDetail(spec.neckline, neck[0], neck[1], p))
      : line(`M400 170 L400 450`, p.detail, 3)) +
    drawTrims(trims, anchors, p, view);
  return { front: draw('front'), back: draw('back'), ground: l.hem + 10 };
}

// ---------- Skirts and shorts ----------

function skirt(p: Palette, patterned: boolean, spec: ArtworkSpec): GarmentDrawing {
  const style = spec.style ?? 'a-line';
  const hem = spec.length === 'mini' ? 600 : spec.length === 'maxi' ? 905 : 780;
  const half =
    style === 'pencil'
      ? 118
      : style === 'bias'
        ? r(122 + (hem - 300) * 0.1)
        : style === 'tutu'
          ? 290
          : style === 'circle'
            ? r(150 + (hem - 300) * 0.62)
            : r(130 + (hem - 300) * 0.34);
  const sides =
    style === 'pencil'
      ? `Q546 400 ${R(half + 10)} 480 L${R(half)} ${hem} Q400 ${hem + 12} ${L(half)} ${hem} L${L(half + 10)} 480 Q254 400 284 300`
      : style === 'tutu'
        ? `Q600 330 ${R(half)} ${hem} Q400 ${hem + 50} ${L(half)} ${hem} Q200 330 284 300`
        : `L${R(half)} ${hem} Q400 ${hem + 36} ${L(half)} ${hem} L284 300`;
  const outline = `M290 250 L510 250 L516 300 ${sides} Z`;
  const hemSeg: Segment = [
    [L(half), hem + 8],
    [R(half), hem + 8],
  ];
  const folds = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const t = (i + 1) / (n + 1);
      return fold(
        `M${r(290 + 220 * t)} 310 Q${r(290 + 220 * t)} ${r((310 + hem) / 2)} ${r(L(half) + 2 * half * t)} ${hem + 12}`,
        p,
      );
    }).join('');
  const details: Record<string, (view: 'front' | 'back') => string> = {
    'a-line': () => folds(2),
    pencil: (view) =>
      fold(`M340 310 L346 420`, p) +
      fold(`M460 310 L454 420`, p) +
      (view === 'back' ? line(`M400 ${hem - 110} L400 ${hem + 8}`, p.outline, 3) : ''),
    wrap: (view) =>
      folds(2) +
      (view === 'front'
        ? line(`M490 300 Q${R(half * 0.3)} ${(300 + hem) / 2} ${R(half * 0.2)} ${hem + 24}`, p.outline, 4) +
          bow([496, 300], p, 0.7)
        : ''),
    bias: () =>
      fold(`M350 320 Q330 ${(320 + hem) / 2} ${L(half * 0.6)} ${hem}`, p) +
      fold(`M440 320 Q470 ${(320 + hem) / 2} ${R(half * 0.7)} ${hem}`, p),
    tutu: () =>
      [0, 40, 80]
        .map((dy) =>
          line(
            `M${L(half - 30)} ${hem - 120 + dy} Q400 ${hem - 70 + dy} ${R(half - 30)} ${hem - 120 + dy}`,
            p.light,
            4,
            ' opacity=".8"',
          ),
        )
        .join('') +
      `<path d="M${L(half)} ${hem} ${Array.from({ length: 12 }, (_, i) => `Q${r(L(half) + (i + 0.5) * (half / 6))} ${hem + 40} ${r(L(half) + (i + 1) * (half / 6))} ${hem}`).join(' ')}" fill="${p.light}" stroke="${p.outline}" stroke-width="2" opacity=".85"/>`,
    pinafore: () => folds(2),
    circle: () =>
      folds(4) +
      line(
        `M${L(half)} ${hem} Q${L(half * 0.5)} ${hem + 40} 400 ${hem + 24} Q${R(half * 0.5)} ${hem + 40} ${R(half)} ${hem}`,
        p.detail,
        3,
      ),
  };
  const anchors: Anchors = {
    outline,
    hems: [hemSeg],
    waist: [
      [286, 300],
      [514, 300],
    ],
    placket: [310, hem - 10],
    pockets: [
      [310, 360, 76, 80],
      [414, 360, 76, 80],
    ],
  };
  const detail = details[style] ?? (details['a-line'] as (view: 'front' | 'back') => string);
  const bib = (view: 'front' | 'back') =>
    style === 'pinafore'
      ? shape('M320 252 L330 120 L470 120 L480 252 Z', 'url(#fabric)', p, 4) +
        pair(line('M332 124 L322 30', p.dark, 16)) +
        (view === 'front' ? button(340, 140, p, 8) + button(460, 140, p, 8) : '')
      : '';
  const draw = (view: 'front' | 'back') =>
    feature(
      `style-${style}`,
      bib(view) + body(outline, p, patterned) + line('M284 300 L516 300', p.outline, 4) + detail(view),
    ) +
    (view === 'front'
      ? feature(`length-${spec.length ?? 'midi'}`, hemStitch(hemSeg, p))
      : line('M400 252 L400 390', p.outline, 3)) +
    drawTrims(spec.trims, anchors, p, view);
  return { front: draw('front'), back: draw('back'), ground: hem + 30 };
}

const SHORTS = 'M268 230 L532 230 L538 285 L586 600 L436 612 L400 470 L364 612 L214 600 L262 285 Z';

function shorts(p: Palette, patterned: boolean, spec: ArtworkSpec): GarmentDrawing {
  const anchors: Anchors = {
    outline: SHORTS,
    hems: [
      [
        [214, 600],
        [364, 612],
      ],
      [
        [436, 612],
        [586, 600],
      ],
    ],
    waist: [
      [264, 285],
      [536, 285],
    ],
    placket: [300, 460],
    legwear: true,
    knees: [
      [300, 540],
      [500, 540],
    ],
    pockets: [
      [226, 400, 74, 92],
      [500, 400, 74, 92],
    ],
  };
  const front =
    waistband(285, p) +
    fly(285, p) +
    line('M268 300 Q326 304 338 360', p.detail, 3) +
    line('M532 300 Q474 304 462 360', p.detail, 3) +
    stitch('M222 580 L362 590', p.detail) +
    stitch('M438 590 L578 580', p.detail);
  const back = waistband(285, p) + line('M400 285 L400 470', p.outline, 3) + backPockets(318, p);
  return {
    front: body(SHORTS, p, patterned) + front + drawTrims(spec.trims, anchors, p, 'front'),
    back: body(SHORTS, p, patterned) + back + drawTrims(spec.trims, anchors, p, 'back'),
    ground: 630,
  };
}

export const GARMENTS: Record<
  GarmentSilhouette,
  (p: Palette, patterned: boolean, spec: ArtworkSpec) => GarmentDrawing
> = {
  't-shirt': (p, patterned, spec) => top('t-shirt', p, patterned, spec),
  tank: (p, patterned, spec) => top('tank', p, patterned, spec),
  polo: (p, patterned, spec) => top('polo', p, patterned, spec),
  shirt: (p, patterned, spec) => top('shirt', p, patterned, spec),
  blouse: (p, patterned, spec) => top('blouse', p, patterned, spec),
  hoodie: (p, patterned, spec) => top('hoodie', p, patterned, spec),
  dress,
  jumpsuit,
  skirt,
  trousers: (p, patterned, spec) => legwear('trousers', p, patterned, spec),
  'wide-trousers': (p, patterned, spec) => legwear('wide-trousers', p, patterned, spec),
  cargos: (p, patterned, spec) => legwear('cargos', p, patterned, spec),
  jeans: (p, patterned, spec) => legwear('jeans', p, patterned, spec),
  shorts,
};

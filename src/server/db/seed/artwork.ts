// Product artwork, drawn at seed time: a simple, shaded silhouette of the item in its
// colour, in a few views. Self-contained SVG (no text, no external references), 800x1000.

export const ARTWORK_SIZE = { width: 800, height: 1000 } as const;

export type GarmentSilhouette =
  | 'dress' | 'jumpsuit' | 'skirt' | 'trousers' | 'wide-trousers' | 'cargos' | 'jeans' | 'shorts'
  | 't-shirt' | 'tank' | 'polo' | 'shirt' | 'blouse' | 'hoodie';
export type ObjectSilhouette =
  | 'cap' | 'necklace' | 'earrings' | 'bracelet' | 'ring' | 'wig-long' | 'wig-bob' | 'wig-curly'
  | 'tote' | 'crossbody' | 'hat' | 'beanie' | 'scarf' | 'belt' | 'sunglasses';
export type Silhouette = GarmentSilhouette | ObjectSilhouette;

/** front: the item itself; back: its back (garments) or a close-up (objects); styled: a flat-lay on a tinted backdrop. */
export type View = 'front' | 'back' | 'styled';
export type Pattern = 'solid' | 'stripes' | 'dots' | 'check';
export type Length = 'mini' | 'midi' | 'maxi';

export interface ArtworkSpec {
  silhouette: Silhouette;
  /** The item's colour, e.g. COLOR_HEX.Navy. */
  hex: string;
  view: View;
  pattern?: Pattern;
  length?: Length;
  /** Kids' garments are drawn a little smaller, with an appliqué on tops. */
  kids?: boolean;
}

// ---------- Colour ----------

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blends `hex` towards `target` by t (0..1). */
function mix(hex: string, target: string, t: number): string {
  const a = rgb(hex);
  const b = rgb(target);
  return `#${a.map((c, i) => Math.round(c + ((b[i] as number) - c) * t).toString(16).padStart(2, '0')).join('')}`;
}

const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

interface Palette {
  base: string;
  light: string;
  dark: string;
  /** Seams, stitching and trims: visible on the base colour. */
  detail: string;
  outline: string;
  accent: string;
}

function paletteFor(hex: string): Palette {
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

// ---------- Drawing helpers ----------

const line = (d: string, color: string, width = 4, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const stitch = (d: string, color: string) => line(d, color, 3, ' stroke-dasharray="10 8" opacity=".8"');
const button = (x: number, y: number, p: Palette, r = 8) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.light}" stroke="${p.outline}" stroke-width="2"/>`;
const mirrorX = (svg: string) => `<g transform="matrix(-1 0 0 1 800 0)">${svg}</g>`;

/** A filled garment body: fabric, optional print, then a sheen that gives it volume. */
const body = (d: string, p: Palette, patterned: boolean) =>
  `<path d="${d}" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4" stroke-linejoin="round"/>` +
  (patterned ? `<path d="${d}" fill="url(#pt)"/>` : '') +
  `<path d="${d}" fill="url(#sheen)"/>`;

function patternDef(pattern: Pattern | 'denim', p: Palette): string {
  const open = (w: number, h: number, extra = '') =>
    `<pattern id="pt" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>`;
  switch (pattern) {
    case 'stripes':
      return `${open(48, 48)}<rect width="48" height="16" fill="${p.detail}" opacity=".45"/></pattern>`;
    case 'dots':
      return `${open(44, 44)}<circle cx="11" cy="11" r="6" fill="${p.detail}" opacity=".5"/><circle cx="33" cy="33" r="6" fill="${p.detail}" opacity=".5"/></pattern>`;
    case 'check':
      return `${open(60, 60)}<rect width="60" height="20" fill="${p.detail}" opacity=".25"/><rect width="20" height="60" fill="${p.detail}" opacity=".25"/></pattern>`;
    case 'denim':
      return `${open(10, 10, ' patternTransform="rotate(35)"')}<rect width="3" height="10" fill="${p.detail}" opacity=".22"/></pattern>`;
    case 'solid':
      return '';
  }
}

// ---------- Garments ----------

interface Drawing {
  front: string;
  back: string;
  /** Where the item rests, for its shadow. */
  ground: number;
}

type GarmentDraw = (p: Palette, patterned: boolean, spec: ArtworkSpec) => Drawing;

const TEE = 'M300 170 Q400 235 500 170 L612 205 L705 335 L622 382 L590 338 L592 860 Q400 878 208 860 L210 338 L178 382 L95 335 L188 205 Z';
const SHIRT = 'M318 158 L400 212 L482 158 L602 196 Q664 262 684 480 L704 768 L628 780 L602 420 L598 882 Q400 902 202 882 L198 420 L172 780 L96 768 L116 480 Q136 262 198 196 Z';
const TROUSERS = 'M268 150 L532 150 L538 205 L590 905 L440 905 L400 370 L360 905 L210 905 L262 205 Z';
const WIDE = 'M268 150 L532 150 L540 205 L640 905 L440 905 L400 380 L360 905 L160 905 L260 205 Z';
const JEANS = 'M272 150 L528 150 L534 205 L566 905 L436 905 L400 360 L364 905 L234 905 L266 205 Z';
const SHORTS = 'M268 230 L532 230 L538 285 L586 600 L436 612 L400 470 L364 612 L214 600 L262 285 Z';
const STAR = 'M400 372 l14 30 33 4 -24 22 6 33 -29 -16 -29 16 6 -33 -24 -22 33 -4 Z';

const hemStitch = (y: number, p: Palette, half = 186) => stitch(`M${400 - half} ${y} Q400 ${y + 16} ${400 + half} ${y}`, p.detail);

const waistband = (y: number, p: Palette, left = 262, right = 538) =>
  line(`M${left} ${y} L${right} ${y}`, p.outline, 4) + stitch(`M${left + 6} ${y - 12} L${right - 6} ${y - 12}`, p.detail);

const fly = (top: number, p: Palette) => stitch(`M420 ${top} L420 ${top + 100} Q420 ${top + 128} 400 ${top + 138}`, p.detail);

const backPockets = (y: number, p: Palette) =>
  [290, 430].map((x) => `<path d="M${x} ${y} h80 v66 l-40 20 l-40 -20 Z" fill="none" stroke="${p.detail}" stroke-width="3" stroke-dasharray="9 7"/>`).join('');

const GARMENTS: Record<GarmentSilhouette, GarmentDraw> = {
  't-shirt': (p, patterned, spec) => ({
    front:
      body(TEE, p, patterned) +
      line('M300 170 Q400 235 500 170', p.detail, 12) +
      line('M622 382 L705 335', p.detail, 6) + line('M178 382 L95 335', p.detail, 6) +
      hemStitch(842, p) +
      (spec.kids ? `<path d="${STAR}" fill="${p.accent}" stroke="${p.outline}" stroke-width="2"/>` : ''),
    back: body(TEE, p, patterned) + line('M300 170 Q400 198 500 170', p.detail, 10) + hemStitch(842, p),
    ground: 880,
  }),
  tank: (p, patterned) => {
    const d = 'M292 150 L338 150 Q400 262 462 150 L508 150 Q512 290 596 338 L592 862 Q400 880 208 862 L204 338 Q288 290 292 150 Z';
    const armholes = line('M508 150 Q512 290 596 338', p.detail, 8) + line('M292 150 Q288 290 204 338', p.detail, 8);
    return {
      front: body(d, p, patterned) + line('M338 150 Q400 262 462 150', p.detail, 10) + armholes + hemStitch(844, p),
      back: body(d, p, patterned) + line('M338 150 Q400 205 462 150', p.detail, 10) + armholes + hemStitch(844, p),
      ground: 882,
    };
  },
  polo: (p, patterned) => {
    const collar = `<path d="M300 170 L400 214 L372 262 L292 196 Z" fill="${p.light}" stroke="${p.outline}" stroke-width="3" stroke-linejoin="round"/>`;
    return {
      front:
        body(TEE, p, patterned) +
        `<rect x="386" y="212" width="28" height="124" rx="5" fill="${p.dark}" opacity=".45"/>` +
        button(400, 246, p, 7) + button(400, 290, p, 7) +
        collar + mirrorX(collar) +
        line('M622 382 L705 335', p.detail, 10) + line('M178 382 L95 335', p.detail, 10) +
        hemStitch(842, p),
      back:
        body(TEE, p, patterned) +
        `<path d="M300 170 Q400 150 500 170 L500 194 Q400 174 300 194 Z" fill="${p.light}" stroke="${p.outline}" stroke-width="3"/>` +
        line('M622 382 L705 335', p.detail, 10) + line('M178 382 L95 335', p.detail, 10) +
        hemStitch(842, p),
      ground: 880,
    };
  },
  shirt: (p, patterned, spec) => {
    const collar = `<path d="M318 158 L400 212 L368 262 L296 186 Z" fill="${p.light}" stroke="${p.outline}" stroke-width="3" stroke-linejoin="round"/>`;
    const cuff = `<path d="M628 780 L704 768 L700 722 L624 734 Z" fill="${p.dark}" opacity=".4"/>`;
    const buttons = [262, 340, 418, 496, 574, 652, 730, 808].map((y) => button(400, y, p, 7)).join('');
    return {
      front:
        body(SHIRT, p, patterned) +
        line('M400 212 L400 886', p.outline, 3) + buttons +
        collar + mirrorX(collar) + cuff + mirrorX(cuff) +
        (spec.kids
          ? `<path d="M260 340 l10 22 24 3 -18 16 5 24 -21 -12 -21 12 5 -24 -18 -16 24 -3 Z" fill="${p.accent}" stroke="${p.outline}" stroke-width="2"/>`
          : `<path d="M250 330 h80 v86 q-40 14 -80 0 Z" fill="none" stroke="${p.detail}" stroke-width="3" stroke-dasharray="8 6"/>`),
      back:
        body(SHIRT, p, patterned) +
        `<path d="M318 158 Q400 140 482 158 L482 182 Q400 164 318 182 Z" fill="${p.light}" stroke="${p.outline}" stroke-width="3"/>` +
        line('M200 262 Q400 292 600 262', p.detail, 4) + line('M400 290 L400 400', p.detail, 3) +
        cuff + mirrorX(cuff),
      ground: 905,
    };
  },
  blouse: (p, patterned, spec) => {
    const d = 'M318 160 Q400 228 482 160 L590 192 Q690 250 690 420 Q700 560 660 600 L600 590 L596 420 L592 850 Q400 880 208 850 L204 420 L200 590 L140 600 Q100 560 110 420 Q110 250 210 192 Z';
    const folds = line('M336 270 Q346 560 326 830', p.detail, 3, ' opacity=".6"') + line('M464 270 Q454 560 474 830', p.detail, 3, ' opacity=".6"');
    const bow = `<path d="M400 206 Q352 176 348 214 Q360 236 400 206 Q448 176 452 214 Q440 236 400 206 Z" fill="${p.light}" stroke="${p.outline}" stroke-width="3"/>` +
      line('M396 212 L380 262', p.outline, 4) + line('M404 212 L420 262', p.outline, 4);
    const cuff = line('M600 590 L660 600', p.detail, 8);
    return {
      front:
        body(d, p, patterned) + line('M318 160 Q400 228 482 160', p.detail, 8) + folds + cuff + mirrorX(cuff) +
        (spec.kids ? `<path d="${STAR}" fill="${p.accent}" stroke="${p.outline}" stroke-width="2"/>` : bow),
      back: body(d, p, patterned) + line('M318 160 Q400 190 482 160', p.detail, 8) + folds + button(400, 196, p, 7) + cuff + mirrorX(cuff),
      ground: 880,
    };
  },
  hoodie: (p, patterned) => {
    const d = 'M292 176 Q296 82 400 72 Q504 82 508 176 L612 212 Q672 280 690 500 L708 800 L632 810 L606 440 L600 880 Q400 900 200 880 L194 440 L168 810 L92 800 L110 500 Q128 280 188 212 Z';
    const cuffs = line('M632 790 L708 780', p.detail, 12) + line('M168 790 L92 780', p.detail, 12);
    return {
      front:
        body(d, p, patterned) +
        `<path d="M318 206 Q400 104 482 206 Q400 258 318 206 Z" fill="${p.dark}" opacity=".55"/>` +
        line('M372 240 L364 372', p.light, 5) + line('M428 240 L436 372', p.light, 5) +
        `<path d="M272 640 L528 640 L578 800 L222 800 Z" fill="none" stroke="${p.outline}" stroke-width="3"/>` +
        line('M206 850 L594 850', p.detail, 10) + cuffs,
      back: body(d, p, patterned) + line('M400 74 L400 250', p.outline, 3) + line('M206 850 L594 850', p.detail, 10) + cuffs,
      ground: 900,
    };
  },
  dress: (p, patterned, spec) => {
    const hem = spec.length === 'mini' ? 660 : spec.length === 'maxi' ? 925 : 820;
    const half = Math.round(180 + (hem - 440) * 0.32);
    const d = `M318 140 L350 140 Q400 226 450 140 L482 140 L502 292 Q522 372 496 440 L${400 + half} ${hem} Q400 ${hem + 40} ${400 - half} ${hem} L304 440 Q278 372 298 292 Z`;
    const waist = line('M304 440 Q400 458 496 440', p.outline, 4);
    const folds = [0.3, 0.55].map((t) => {
      const x = Math.round(304 + (192 * t));
      const hx = Math.round(400 - half + 2 * half * t);
      return line(`M${x} 460 Q${x - 10} ${(460 + hem) / 2} ${hx} ${hem + 10}`, p.detail, 3, ' opacity=".55"');
    }).join('') + line(`M${400 + 40} 460 Q${470} ${(460 + hem) / 2} ${400 + Math.round(half * 0.6)} ${hem + 14}`, p.detail, 3, ' opacity=".55"');
    return {
      front: body(d, p, patterned) + line('M350 140 Q400 226 450 140', p.detail, 6) + waist + folds,
      back: body(d, p, patterned) + line('M350 140 Q400 190 450 140', p.detail, 6) + waist + line('M400 170 L400 440', p.detail, 3) + folds,
      ground: hem + 30,
    };
  },
  jumpsuit: (p, patterned) => {
    const d = 'M318 140 L350 140 Q400 226 450 140 L482 140 L506 300 L504 450 L566 922 L424 922 L400 560 L376 922 L234 922 L296 450 L294 300 Z';
    const waist = line('M296 450 Q400 468 504 450', p.outline, 5);
    const creases = line('M330 480 L306 910', p.detail, 3, ' opacity=".5"') + line('M470 480 L494 910', p.detail, 3, ' opacity=".5"');
    return {
      front:
        body(d, p, patterned) + line('M350 140 Q400 226 450 140', p.detail, 6) + waist + creases +
        `<path d="M400 458 Q370 430 360 470 Q376 486 400 458 Q430 430 440 470 Q424 486 400 458 Z" fill="${p.light}" stroke="${p.outline}" stroke-width="3"/>`,
      back: body(d, p, patterned) + line('M350 140 Q400 190 450 140', p.detail, 6) + waist + line('M400 170 L400 450', p.detail, 3) + creases,
      ground: 930,
    };
  },
  skirt: (p, patterned, spec) => {
    const hem = spec.length === 'mini' || (spec.kids && spec.length !== 'maxi') ? 600 : spec.length === 'maxi' ? 905 : 780;
    const half = Math.round(130 + (hem - 300) * 0.34);
    const d = `M290 250 L510 250 L516 300 L${400 + half} ${hem} Q400 ${hem + 36} ${400 - half} ${hem} L284 300 Z`;
    const pleats = [-0.55, -0.18, 0.18, 0.55].map((t) => {
      const top = Math.round(400 + t * 116);
      return line(`M${top} 304 L${Math.round(400 + t * half * 1.6)} ${hem + Math.round(18 * (1 - Math.abs(t)))}`, p.detail, 3, ' opacity=".55"');
    }).join('');
    return {
      front: body(d, p, patterned) + line('M284 300 L516 300', p.outline, 4) + pleats + button(400, 276, p, 8),
      back: body(d, p, patterned) + line('M284 300 L516 300', p.outline, 4) + pleats + line('M400 252 L400 390', p.outline, 3),
      ground: hem + 30,
    };
  },
  trousers: (p, patterned) => ({
    front:
      body(TROUSERS, p, patterned) + waistband(205, p) + fly(205, p) +
      line('M330 222 L300 896', p.detail, 3, ' opacity=".5"') + line('M470 222 L500 896', p.detail, 3, ' opacity=".5"') +
      line('M268 222 Q326 226 338 290', p.detail, 3) + line('M532 222 Q474 226 462 290', p.detail, 3),
    back: body(TROUSERS, p, patterned) + waistband(205, p) + line('M400 205 L400 370', p.outline, 3) + backPockets(240, p),
    ground: 915,
  }),
  'wide-trousers': (p, patterned) => ({
    front:
      body(WIDE, p, patterned) + waistband(205, p, 260, 540) + fly(205, p) +
      line('M318 230 L262 896', p.detail, 3, ' opacity=".5"') + line('M482 230 L538 896', p.detail, 3, ' opacity=".5"'),
    back: body(WIDE, p, patterned) + waistband(205, p, 260, 540) + line('M400 205 L400 380', p.outline, 3),
    ground: 915,
  }),
  cargos: (p, patterned) => {
    const pocket =
      `<path d="M250 490 h84 v118 q-42 12 -84 0 Z" fill="${p.dark}" opacity=".35" stroke="${p.outline}" stroke-width="3"/>` +
      `<rect x="246" y="476" width="92" height="36" rx="6" fill="${p.base}" stroke="${p.outline}" stroke-width="3"/>` +
      button(292, 494, p, 6);
    return {
      front:
        body(TROUSERS, p, patterned) + waistband(205, p) + fly(205, p) + pocket + mirrorX(pocket) +
        line('M214 876 L358 876', p.detail, 6) + line('M442 876 L586 876', p.detail, 6),
      back: body(TROUSERS, p, patterned) + waistband(205, p) + line('M400 205 L400 370', p.outline, 3) + backPockets(240, p) + pocket + mirrorX(pocket),
      ground: 915,
    };
  },
  jeans: (p) => {
    const thread = '#d9a441';
    const rivets = [[338, 212], [462, 212], [270, 282], [530, 282]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#c9a45c"/>`).join('');
    return {
      front:
        body(JEANS, p, true) + waistband(205, p, 266, 534) + stitch('M420 205 L420 300 Q420 330 400 340', thread) +
        stitch('M338 208 Q330 268 270 282', thread) + stitch('M462 208 Q470 268 530 282', thread) + rivets +
        button(400, 182, { ...p, light: '#c9a45c' }, 9),
      back:
        body(JEANS, p, true) + waistband(205, p, 266, 534) + stitch('M268 250 Q400 282 532 250', thread) +
        [294, 426].map((x) => `<path d="M${x} 292 h80 v70 l-40 22 l-40 -22 Z" fill="none" stroke="${thread}" stroke-width="3" stroke-dasharray="9 7"/>`).join(''),
      ground: 915,
    };
  },
  shorts: (p, patterned) => ({
    front:
      body(SHORTS, p, patterned) + waistband(285, p) + fly(285, p) +
      line('M268 300 Q326 304 338 360', p.detail, 3) + line('M532 300 Q474 304 462 360', p.detail, 3) +
      stitch('M222 580 L362 590', p.detail) + stitch('M438 590 L578 580', p.detail),
    back: body(SHORTS, p, patterned) + waistband(285, p) + line('M400 285 L400 470', p.outline, 3) + backPockets(318, p),
    ground: 630,
  }),
};

// ---------- Objects: jewelry, wigs, accessories, caps ----------

type ObjectDraw = (p: Palette) => { item: string; ground: number; focus: [number, number] };

const MANNEQUIN = '#d8d2c9';
const metal = (p: Palette) =>
  `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(p.base, '#ffffff', 0.55)}"/><stop offset=".5" stop-color="${p.base}"/><stop offset="1" stop-color="${mix(p.base, '#000000', 0.35)}"/></linearGradient>`;

const bust = `<path d="M180 1000 L190 780 Q210 650 332 600 L340 430 Q400 414 460 430 L468 600 Q590 650 610 780 L620 1000 Z" fill="#37343c"/>` +
  `<path d="M340 430 Q400 452 460 430" fill="none" stroke="#4a4650" stroke-width="6"/>`;

const wigHead = `<path d="M350 560 L350 690 Q260 720 220 820 L210 1000 L590 1000 L580 820 Q540 720 450 690 L450 560 Z" fill="${MANNEQUIN}"/>` +
  `<ellipse cx="400" cy="420" rx="124" ry="156" fill="${MANNEQUIN}"/>`;
const strands = (p: Palette, paths: string[]) => paths.map((d) => line(d, p.detail, 3, ' opacity=".55"')).join('');

const OBJECTS: Record<ObjectSilhouette, ObjectDraw> = {
  cap: (p) => ({
    item:
      `<path d="M196 590 Q196 318 400 306 Q604 318 604 590 Z" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4"/>` +
      `<path d="M196 590 Q196 318 400 306 Q604 318 604 590 Z" fill="url(#sheen)"/>` +
      line('M400 308 L400 586', p.outline, 3) + line('M300 330 Q272 450 284 588', p.outline, 3) + line('M500 330 Q528 450 516 588', p.outline, 3) +
      `<circle cx="400" cy="306" r="13" fill="${p.base}" stroke="${p.outline}" stroke-width="3"/>` +
      `<path d="M180 588 Q400 546 620 588 Q676 630 640 668 Q400 626 160 668 Q124 630 180 588 Z" fill="${p.dark}" stroke="${p.outline}" stroke-width="4"/>`,
    ground: 690,
    focus: [400, 460],
  }),
  necklace: (p) => ({
    item:
      bust + line('M336 452 Q400 640 464 452', 'url(#metal)', 7, ' stroke-dasharray="12 5"') +
      `<path d="M400 590 L426 626 L400 676 L374 626 Z" fill="url(#metal)" stroke="${mix(p.base, '#000000', 0.4)}" stroke-width="2"/>` +
      `<circle cx="400" cy="630" r="11" fill="${p.accent}" opacity=".85"/>`,
    ground: 1000,
    focus: [400, 580],
  }),
  earrings: (p) => {
    const ear = `<circle cx="290" cy="520" r="96" fill="none" stroke="url(#metal)" stroke-width="20"/>` +
      `<path d="M290 424 Q290 376 318 366" fill="none" stroke="url(#metal)" stroke-width="7" stroke-linecap="round"/>` +
      `<circle cx="290" cy="616" r="15" fill="${p.accent}" opacity=".85"/>`;
    return { item: ear + `<g transform="translate(220 0)">${ear}</g>`, ground: 660, focus: [400, 500] };
  },
  bracelet: (p) => ({
    item:
      `<ellipse cx="400" cy="540" rx="226" ry="112" fill="none" stroke="url(#metal)" stroke-width="38"/>` +
      `<ellipse cx="400" cy="528" rx="226" ry="112" fill="none" stroke="#ffffff" stroke-width="4" opacity=".35"/>` +
      `<circle cx="400" cy="690" r="22" fill="url(#metal)" stroke="${mix(p.base, '#000000', 0.4)}" stroke-width="2"/>` +
      line('M400 652 L400 668', mix(p.base, '#000000', 0.3), 4),
    ground: 730,
    focus: [400, 560],
  }),
  ring: (p) => ({
    item:
      `<circle cx="400" cy="580" r="150" fill="none" stroke="url(#metal)" stroke-width="34"/>` +
      `<path d="M352 420 L376 392 L424 392 L448 420 L400 470 Z" fill="${p.accent}" stroke="url(#metal)" stroke-width="6"/>` +
      line('M376 392 L400 470 L424 392', '#ffffff', 2, ' opacity=".5"'),
    ground: 750,
    focus: [400, 520],
  }),
  'wig-long': (p) => ({
    item:
      `<path d="M262 420 Q250 200 400 180 Q550 200 538 420 L586 850 Q400 892 214 850 Z" fill="url(#fabric)"/>` +
      wigHead +
      `<path d="M276 430 Q270 240 400 226 Q530 240 524 430 Q484 300 404 296 Q330 300 276 430 Z" fill="url(#fabric)"/>` +
      strands(p, ['M300 330 Q262 600 250 830', 'M500 330 Q538 600 550 830', 'M404 230 Q380 250 350 300', 'M404 230 Q440 250 470 300']),
    ground: 1000,
    focus: [400, 420],
  }),
  'wig-bob': (p) => ({
    item:
      `<path d="M258 420 Q250 200 400 180 Q550 200 542 420 L556 606 Q470 634 400 628 Q330 634 244 606 Z" fill="url(#fabric)"/>` +
      wigHead +
      `<path d="M274 440 Q268 236 400 226 Q532 236 526 440 Q520 330 470 300 Q400 340 320 306 Q284 340 274 440 Z" fill="url(#fabric)"/>` +
      strands(p, ['M300 360 Q280 500 290 600', 'M500 360 Q520 500 510 600', 'M330 300 Q380 290 420 320']),
    ground: 1000,
    focus: [400, 420],
  }),
  'wig-curly': (p) => {
    // A rounded cloud of hair: a soft bumpy edge of small curls around a filled oval.
    const edge = Array.from({ length: 30 }, (_, i) => {
      const a = (i / 30) * 2 * Math.PI;
      return `<circle cx="${Math.round(400 + 200 * Math.cos(a))}" cy="${Math.round(400 + 218 * Math.sin(a))}" r="34"/>`;
    }).join('');
    const coils = Array.from({ length: 18 }, (_, i) => {
      const a = (i / 18) * 2 * Math.PI + 0.2;
      const r = i % 2 ? 150 : 186;
      const x = Math.round(400 + r * Math.cos(a));
      const y = Math.round(400 + r * 1.08 * Math.sin(a));
      return line(`M${x - 12} ${y} q12 -16 24 0 q-12 16 -24 0`, p.detail, 3, ' opacity=".5"');
    }).join('');
    return {
      item:
        `<g fill="${p.base}"><ellipse cx="400" cy="400" rx="204" ry="222"/>${edge}</g>` +
        `<ellipse cx="400" cy="400" rx="236" ry="254" fill="url(#sheen)"/>` + coils + wigHead +
        `<path d="M280 390 Q292 236 400 240 Q508 236 520 390 Q474 318 400 322 Q326 318 280 390 Z" fill="url(#fabric)"/>`,
      ground: 1000,
      focus: [400, 400],
    };
  },
  tote: (p) => ({
    item:
      line('M318 430 Q318 250 400 250 Q482 250 482 430', p.dark, 22) +
      `<path d="M226 420 L574 420 L612 862 L188 862 Z" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M226 420 L574 420 L612 862 L188 862 Z" fill="url(#sheen)"/>` +
      line('M228 470 L572 470', p.detail, 4) + stitch('M206 820 L594 820', p.detail),
    ground: 880,
    focus: [400, 600],
  }),
  crossbody: (p) => ({
    item:
      line('M262 520 Q220 170 400 150 Q580 170 538 520', p.dark, 12) +
      `<rect x="226" y="470" width="348" height="270" rx="44" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4"/>` +
      `<rect x="226" y="470" width="348" height="270" rx="44" fill="url(#sheen)"/>` +
      `<path d="M226 520 Q226 470 276 470 L524 470 Q574 470 574 520 L574 600 Q400 650 226 600 Z" fill="${p.dark}" opacity=".45"/>` +
      `<rect x="382" y="596" width="36" height="28" rx="6" fill="#c9a45c"/>`,
    ground: 760,
    focus: [400, 600],
  }),
  hat: (p) => ({
    item:
      `<ellipse cx="400" cy="610" rx="310" ry="86" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4"/>` +
      `<path d="M262 612 Q258 392 400 380 Q542 392 538 612 Z" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4"/>` +
      `<path d="M262 612 Q258 392 400 380 Q542 392 538 612 Z" fill="url(#sheen)"/>` +
      `<path d="M266 540 Q400 566 534 540 L536 590 Q400 616 264 590 Z" fill="${p.dark}"/>`,
    ground: 700,
    focus: [400, 540],
  }),
  beanie: (p) => ({
    item:
      `<path d="M230 640 Q220 330 400 316 Q580 330 570 640 Z" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4"/>` +
      `<path d="M230 640 Q220 330 400 316 Q580 330 570 640 Z" fill="url(#sheen)"/>` +
      `<circle cx="400" cy="300" r="46" fill="${p.light}" stroke="${p.outline}" stroke-width="3"/>` +
      `<rect x="214" y="590" width="372" height="110" rx="26" fill="${p.dark}" stroke="${p.outline}" stroke-width="4"/>` +
      [270, 330, 400, 470, 530].map((x) => line(`M${x} 600 L${x} 690`, p.detail, 4, ' opacity=".6"')).join(''),
    ground: 720,
    focus: [400, 500],
  }),
  scarf: (p) => {
    const tail = (d: string) =>
      `<path d="${d}" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4" stroke-linejoin="round"/><path d="${d}" fill="url(#pt)"/>`;
    const fringe = (x0: number, y: number) => Array.from({ length: 7 }, (_, i) => line(`M${x0 + i * 16} ${y} L${x0 + i * 16} ${y + 36}`, p.dark, 4)).join('');
    return {
      item:
        `<ellipse cx="400" cy="300" rx="170" ry="86" fill="none" stroke="${p.base}" stroke-width="70"/>` +
        `<ellipse cx="400" cy="300" rx="170" ry="86" fill="none" stroke="${p.outline}" stroke-width="3" opacity=".5"/>` +
        tail('M330 360 Q300 560 334 830 L444 830 Q400 560 420 372 Z') + tail('M420 372 Q480 520 474 760 L570 740 Q560 500 476 350 Z') +
        fringe(340, 830) + fringe(476, 746),
      ground: 880,
      focus: [400, 520],
    };
  },
  belt: (p) => ({
    item:
      `<rect x="92" y="486" width="616" height="74" rx="22" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4"/>` +
      `<rect x="92" y="486" width="616" height="74" rx="22" fill="url(#sheen)"/>` +
      stitch('M112 498 L688 498', p.detail) + stitch('M112 548 L688 548', p.detail) +
      `<rect x="164" y="462" width="96" height="122" rx="14" fill="none" stroke="#c9a45c" stroke-width="16"/>` +
      [520, 580, 640].map((x) => `<circle cx="${x}" cy="523" r="8" fill="${p.dark}"/>`).join(''),
    ground: 600,
    focus: [300, 523],
  }),
  sunglasses: (p) => {
    const lens = `<path d="M150 470 Q150 420 200 420 L340 420 Q380 420 376 470 Q368 590 270 594 Q160 594 150 470 Z" fill="url(#lens)" stroke="${p.base}" stroke-width="14" stroke-linejoin="round"/>`;
    return {
      item:
        `<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d2b33"/><stop offset="1" stop-color="#57535f"/></linearGradient>` +
        lens + mirrorX(lens) + line('M376 452 Q400 430 424 452', p.base, 12) +
        line('M152 440 L88 420', p.base, 12) + line('M648 440 L712 420', p.base, 12) +
        line('M190 446 L250 446', '#ffffff', 6, ' opacity=".35"') + line('M450 446 L510 446', '#ffffff', 6, ' opacity=".35"'),
      ground: 640,
      focus: [400, 500],
    };
  },
};

/** Garments have a back view; objects get a close-up instead. */
export const isGarment = (s: Silhouette): s is GarmentSilhouette => s in GARMENTS;

// ---------- Composition ----------

const BACKGROUNDS: Record<Exclude<View, 'styled'>, [string, string]> = {
  front: ['#f6f3ee', '#e7e1d8'],
  back: ['#f1f3f6', '#dfe4ea'],
};

function backdrop(view: View, hex: string): string {
  if (view !== 'styled') {
    const [top, bottom] = BACKGROUNDS[view];
    return `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
      `<rect width="800" height="1000" fill="url(#bg)"/>`;
  }
  // Pale items would vanish on their own tint: they get a sage backdrop instead.
  const tint = luminance(hex) > 0.72 ? '#9fb8a8' : hex;
  return `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.86)}"/><stop offset="1" stop-color="${mix(tint, '#ffffff', 0.7)}"/></linearGradient>` +
    `<rect width="800" height="1000" fill="url(#bg)"/>` +
    `<path d="M150 1000 V440 A250 250 0 0 1 650 440 V1000 Z" fill="${mix(tint, '#ffffff', 0.58)}" opacity=".55"/>` +
    `<circle cx="640" cy="190" r="86" fill="${mix(tint, '#ffffff', 0.45)}" opacity=".45"/>`;
}

const shadow = (y: number, rx = 250) => `<ellipse cx="400" cy="${Math.min(y, 975)}" rx="${rx}" ry="24" fill="url(#shade)"/>`;

export function renderArtwork(spec: ArtworkSpec): string {
  const p = paletteFor(spec.hex);
  const pattern: Pattern | 'denim' = spec.silhouette === 'jeans' ? 'denim' : (spec.pattern ?? 'solid');
  const defs =
    `<linearGradient id="fabric" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2=".3"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>` +
    `<radialGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    metal(p) + patternDef(pattern, p);

  let scene: string;
  if (isGarment(spec.silhouette)) {
    const drawing = GARMENTS[spec.silhouette](p, pattern !== 'solid', spec);
    const art = spec.view === 'back' ? drawing.back : drawing.front;
    const scale = spec.kids ? 0.86 : 1;
    const ground = Math.round(540 + (drawing.ground - 540) * scale);
    const fit = `translate(400 540) scale(${scale}) translate(-400 -540)`;
    scene = spec.view === 'styled'
      ? shadow(ground + 10, 230) + `<g transform="rotate(-6 400 540) ${fit} translate(400 540) scale(.9) translate(-400 -540)">${art}</g>`
      : shadow(ground) + `<g transform="${fit}">${art}</g>`;
  } else {
    const { item, ground, focus } = OBJECTS[spec.silhouette](p);
    const [fx, fy] = focus;
    scene =
      spec.view === 'front' ? shadow(ground + 12, 220) + item :
      spec.view === 'back' ? `<g transform="translate(400 520) scale(1.5) translate(${-fx} ${-fy})">${item}</g>` :
      shadow(ground + 4, 200) + `<g transform="rotate(-8 400 520) translate(400 520) scale(.82) translate(-400 -520)">${item}</g>`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000"><defs>${defs}</defs>${backdrop(spec.view, spec.hex)}${scene}</svg>`;
}

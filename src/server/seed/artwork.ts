// Product artwork, drawn at seed time: a simple, shaded silhouette of the item in its
// colour, in a few views, drawn with the attributes its name calls for (art-attributes.ts).
// Self-contained SVG (no text, no external references), 800x1000.
import type { ArtAttributes } from './art-attributes';
import {
  alongQuad,
  feature,
  line,
  luminance,
  mirrorX,
  mix,
  paletteFor,
  scallops,
  stitch,
  type Palette,
} from './art-draw';
import { GARMENTS } from './art-garments';

export const ARTWORK_SIZE = { width: 800, height: 1000 } as const;

export type GarmentSilhouette =
  | 'dress'
  | 'jumpsuit'
  | 'skirt'
  | 'trousers'
  | 'wide-trousers'
  | 'cargos'
  | 'jeans'
  | 'shorts'
  | 't-shirt'
  | 'tank'
  | 'polo'
  | 'shirt'
  | 'blouse'
  | 'hoodie';
export type ObjectSilhouette =
  | 'cap'
  | 'necklace'
  | 'earrings'
  | 'bracelet'
  | 'ring'
  | 'wig-long'
  | 'wig-bob'
  | 'wig-curly'
  | 'tote'
  | 'crossbody'
  | 'hat'
  | 'beanie'
  | 'scarf'
  | 'belt'
  | 'sunglasses';
export type Silhouette = GarmentSilhouette | ObjectSilhouette;

/**
 * front: the item itself; back: its back (garments) or a close-up (objects); styled: a flat-lay on a tinted backdrop.
 */
export type View = 'front' | 'back' | 'styled';
export type Pattern = 'solid' | 'stripes' | 'dots' | 'check';
export type { Length } from './art-attributes';

/** What to draw: the product's attributes, in one colour, print and view. */
export interface ArtworkSpec extends ArtAttributes {
  /** The item's colour, e.g. COLOR_HEX.Navy. */
  hex: string;
  view: View;
  pattern?: Pattern;
  /** Kids' garments are drawn a little smaller, with an appliqué on tops. */
  kids?: boolean;
}

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

// ---------- Objects: jewelry, wigs, accessories, caps ----------

type ObjectDraw = (p: Palette, spec: ArtworkSpec) => { item: string; ground: number; focus: [number, number] };

const MANNEQUIN = '#d8d2c9';
const metal = (p: Palette) =>
  `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(p.base, '#ffffff', 0.55)}"/><stop offset=".5" stop-color="${p.base}"/><stop offset="1" stop-color="${mix(p.base, '#000000', 0.35)}"/></linearGradient>`;

const bust =
  `<path d="M180 1000 L190 780 Q210 650 332 600 L340 430 Q400 414 460 430 L468 600 Q590 650 610 780 L620 1000 Z" fill="#37343c"/>` +
  `<path d="M340 430 Q400 452 460 430" fill="none" stroke="#4a4650" stroke-width="6"/>`;

const wigHead =
  `<path d="M350 560 L350 690 Q260 720 220 820 L210 1000 L590 1000 L580 820 Q540 720 450 690 L450 560 Z" fill="${MANNEQUIN}"/>` +
  `<ellipse cx="400" cy="420" rx="124" ry="156" fill="${MANNEQUIN}"/>`;
const strands = (p: Palette, paths: string[]) => paths.map((d) => line(d, p.detail, 3, ' opacity=".55"')).join('');

const OBJECTS: Record<ObjectSilhouette, ObjectDraw> = {
  cap: (p) => ({
    item:
      `<path d="M196 590 Q196 318 400 306 Q604 318 604 590 Z" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4"/>` +
      `<path d="M196 590 Q196 318 400 306 Q604 318 604 590 Z" fill="url(#sheen)"/>` +
      line('M400 308 L400 586', p.outline, 3) +
      line('M300 330 Q272 450 284 588', p.outline, 3) +
      line('M500 330 Q528 450 516 588', p.outline, 3) +
      `<circle cx="400" cy="306" r="13" fill="${p.base}" stroke="${p.outline}" stroke-width="3"/>` +
      `<path d="M180 588 Q400 546 620 588 Q676 630 640 668 Q400 626 160 668 Q124 630 180 588 Z" fill="${p.dark}" stroke="${p.outline}" stroke-width="4"/>`,
    ground: 690,
    focus: [400, 460],
  }),
  necklace: (p, spec) => {
    const edge = mix(p.base, '#000000', 0.4);
    const chain = (depth: number, dash = '12 5') =>
      line(`M336 452 Q400 ${452 + depth} 464 452`, 'url(#metal)', 7, ` stroke-dasharray="${dash}"`);
    const item =
      spec.style === 'pendant'
        ? chain(190) +
          `<path d="M400 588 Q432 640 426 668 Q418 702 400 702 Q382 702 374 668 Q368 640 400 588 Z" fill="url(#metal)" stroke="${edge}" stroke-width="2"/>` +
          `<circle cx="400" cy="666" r="12" fill="${p.accent}" opacity=".85"/>`
        : spec.style === 'layered-chain'
          ? chain(120, '10 4') +
            chain(220) +
            line('M330 452 Q400 780 470 452', 'url(#metal)', 5, ' stroke-dasharray="6 4"') +
            `<circle cx="400" cy="608" r="9" fill="url(#metal)" stroke="${edge}" stroke-width="2"/>`
          : chain(160, '16 6') + line('M336 452 Q400 612 464 452', '#ffffff', 2, ' opacity=".4"');
    return { item: bust + item, ground: 1000, focus: [400, 580] };
  },
  earrings: (p, spec) => {
    const gem = (x: number, y: number, size: number) =>
      `<circle cx="${x}" cy="${y}" r="${size}" fill="${p.accent}" stroke="url(#metal)" stroke-width="5"/>`;
    const one =
      spec.style === 'hoop'
        ? `<circle cx="290" cy="520" r="96" fill="none" stroke="url(#metal)" stroke-width="20"/>` +
          `<path d="M290 424 Q290 376 318 366" fill="none" stroke="url(#metal)" stroke-width="7" stroke-linecap="round"/>`
        : spec.style === 'drop'
          ? gem(290, 400, 22) +
            line('M290 422 L290 470', 'url(#metal)', 6) +
            `<path d="M290 470 Q336 560 318 612 Q304 646 290 646 Q276 646 262 612 Q244 560 290 470 Z" fill="${p.accent}" opacity=".9" stroke="url(#metal)" stroke-width="6"/>` +
            line('M280 540 L270 600', '#ffffff', 4, ' opacity=".6"')
          : gem(290, 520, 40) +
            `<circle cx="278" cy="506" r="10" fill="#ffffff" opacity=".6"/>` +
            line('M290 560 L290 600', 'url(#metal)', 6);
    return { item: one + `<g transform="translate(220 0)">${one}</g>`, ground: 660, focus: [400, 500] };
  },
  bracelet: (p, spec) => {
    const edge = mix(p.base, '#000000', 0.4);
    const item =
      spec.style === 'cuff'
        ? `<path d="M218 470 Q400 380 582 470 Q620 560 582 640 Q400 720 218 640 Q180 560 218 470 Z" fill="none" stroke="url(#metal)" stroke-width="64"/>` +
          [-1, 0, 1]
            .map((k) =>
              line(
                `M${226} ${560 + k * 22} Q400 ${470 + k * 22} 574 ${560 + k * 22}`,
                edge,
                4,
                ' opacity=".5" stroke-dasharray="26 14"',
              ),
            )
            .join('')
        : spec.style === 'charm'
          ? `<ellipse cx="400" cy="540" rx="226" ry="112" fill="none" stroke="url(#metal)" stroke-width="14" stroke-dasharray="24 10"/>` +
            [
              [300, 648, 'heart'],
              [400, 658, 'disc'],
              [500, 648, 'star'],
            ]
              .map(
                ([x, y, kind]) =>
                  line(`M${x} ${(y as number) - 8} l0 22`, 'url(#metal)', 4) +
                  (kind === 'disc'
                    ? `<circle cx="${x}" cy="${(y as number) + 32}" r="18" fill="url(#metal)" stroke="${edge}" stroke-width="2"/>`
                    : kind === 'heart'
                      ? `<path d="M${x} ${(y as number) + 50} l-20 -22 a12 12 0 0 1 20 -14 a12 12 0 0 1 20 14 Z" fill="${p.accent}" stroke="${edge}" stroke-width="2"/>`
                      : `<path d="M${x} ${(y as number) + 12} l8 16 18 2 -13 12 4 18 -17 -9 -17 9 4 -18 -13 -12 18 -2 Z" fill="url(#metal)" stroke="${edge}" stroke-width="2"/>`),
              )
              .join('')
          : `<ellipse cx="400" cy="540" rx="226" ry="112" fill="none" stroke="url(#metal)" stroke-width="38"/>` +
            `<ellipse cx="400" cy="528" rx="226" ry="112" fill="none" stroke="#ffffff" stroke-width="4" opacity=".35"/>`;
    return { item, ground: 730, focus: [400, 560] };
  },
  ring: (p, spec) => {
    const band = `<circle cx="400" cy="580" r="150" fill="none" stroke="url(#metal)" stroke-width="${spec.style === 'band' ? 44 : 34}"/>`;
    const item =
      spec.style === 'signet'
        ? band +
          `<ellipse cx="400" cy="430" rx="92" ry="62" fill="url(#metal)" stroke="${mix(p.base, '#000000', 0.4)}" stroke-width="5"/>` +
          `<ellipse cx="400" cy="430" rx="62" ry="38" fill="none" stroke="${mix(p.base, '#000000', 0.3)}" stroke-width="4"/>` +
          line('M380 430 Q400 404 420 430 Q400 456 380 430', mix(p.base, '#000000', 0.3), 4)
        : spec.style === 'solitaire'
          ? band +
            line('M366 436 L380 404 M434 436 L420 404', 'url(#metal)', 8) +
            `<path d="M352 396 L376 366 L424 366 L448 396 L400 450 Z" fill="${p.accent}" stroke="url(#metal)" stroke-width="6"/>` +
            line('M376 366 L400 450 L424 366', '#ffffff', 2, ' opacity=".5"')
          : band +
            `<path d="M262 520 A150 150 0 0 1 538 520" fill="none" stroke="#ffffff" stroke-width="6" opacity=".4"/>` +
            `<circle cx="400" cy="580" r="128" fill="none" stroke="${mix(p.base, '#000000', 0.35)}" stroke-width="3"/>`;
    return { item, ground: 750, focus: [400, 520] };
  },
  'wig-long': (p, spec) => {
    const wave = spec.style === 'wave';
    const hair = wave
      ? 'M262 420 Q250 200 400 180 Q550 200 538 420 Q600 540 560 640 Q620 760 586 850 Q400 892 214 850 Q180 760 240 640 Q200 540 262 420 Z'
      : 'M262 420 Q250 200 400 180 Q550 200 538 420 L586 850 Q400 892 214 850 Z';
    const lines = wave
      ? [
          'M300 330 Q250 450 300 560 Q350 670 290 820',
          'M500 330 Q550 450 500 560 Q450 670 510 820',
          'M404 230 Q380 250 350 300',
          'M404 230 Q440 250 470 300',
        ]
      : [
          'M300 330 Q262 600 250 830',
          'M500 330 Q538 600 550 830',
          'M404 230 Q380 250 350 300',
          'M404 230 Q440 250 470 300',
        ];
    const laceFront = spec.trims?.includes('lace')
      ? feature(
          'trim-lace',
          `<path d="${scallops(alongQuad([284, 400], [400, 190], [516, 400], 10), 1)}" fill="none" stroke="#f2e6d8" stroke-width="5" opacity=".9"/>`,
        )
      : '';
    return {
      item:
        `<path d="${hair}" fill="url(#fabric)"/>` +
        wigHead +
        `<path d="M276 430 Q270 240 400 226 Q530 240 524 430 Q484 300 404 296 Q330 300 276 430 Z" fill="url(#fabric)"/>` +
        strands(p, lines) +
        laceFront,
      ground: 1000,
      focus: [400, 420],
    };
  },
  'wig-bob': (p, spec) => {
    const layered = spec.style === 'layered';
    const hem = layered ? 736 : 606;
    return {
      item:
        `<path d="M258 420 Q250 200 400 180 Q550 200 542 420 L${layered ? 572 : 556} ${hem} Q470 ${hem + 28} 400 ${hem + 22} Q330 ${hem + 28} ${layered ? 228 : 244} ${hem} Z" fill="url(#fabric)"/>` +
        wigHead +
        `<path d="M274 440 Q268 236 400 226 Q532 236 526 440 Q520 330 470 300 Q400 340 320 306 Q284 340 274 440 Z" fill="url(#fabric)"/>` +
        strands(
          p,
          layered
            ? [
                'M290 380 Q262 520 286 620',
                'M270 560 Q250 660 262 730',
                'M510 380 Q538 520 514 620',
                'M530 560 Q550 660 538 730',
                'M330 300 Q380 290 420 320',
              ]
            : ['M300 360 Q280 500 290 600', 'M500 360 Q520 500 510 600', 'M330 300 Q380 290 420 320'],
        ),
      ground: 1000,
      focus: [400, 420],
    };
  },
  'wig-curly': (p, spec) => {
    const puff = spec.style === 'puff';
    // A rounded cloud of hair: a soft bumpy edge of small curls around a filled oval; an afro
    // puff gathers it into a smaller cloud on top of sleek sides.
    const [cx, cy, rx, ry] = puff ? [400, 196, 150, 120] : [400, 400, 200, 218];
    const edge = Array.from({ length: 30 }, (_, i) => {
      const a = (i / 30) * 2 * Math.PI;
      return `<circle cx="${Math.round(cx + rx * Math.cos(a))}" cy="${Math.round(cy + ry * Math.sin(a))}" r="${puff ? 28 : 34}"/>`;
    }).join('');
    const coils = Array.from({ length: 18 }, (_, i) => {
      const a = (i / 18) * 2 * Math.PI + 0.2;
      const k = i % 2 ? 0.75 : 0.93;
      const x = Math.round(cx + rx * k * Math.cos(a));
      const y = Math.round(cy + ry * k * Math.sin(a));
      return line(`M${x - 12} ${y} q12 -16 24 0 q-12 16 -24 0`, p.detail, 3, ' opacity=".5"');
    }).join('');
    const sleek = puff
      ? `<path d="M278 440 Q270 260 400 250 Q530 260 522 440 Q480 320 400 318 Q320 320 278 440 Z" fill="url(#fabric)"/>` +
        strands(p, ['M300 400 Q330 300 390 270', 'M500 400 Q470 300 410 270']) +
        `<rect x="360" y="262" width="80" height="18" rx="9" fill="${p.dark}"/>`
      : `<path d="M280 390 Q292 236 400 240 Q508 236 520 390 Q474 318 400 322 Q326 318 280 390 Z" fill="url(#fabric)"/>`;
    return {
      item:
        `<g fill="${p.base}"><ellipse cx="${cx}" cy="${cy}" rx="${rx + 4}" ry="${ry + 4}"/>${edge}</g>` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx + 36}" ry="${ry + 36}" fill="url(#sheen)"/>` +
        coils +
        wigHead +
        sleek,
      ground: 1000,
      focus: [400, puff ? 330 : 400],
    };
  },
  tote: (p) => ({
    item:
      line('M318 430 Q318 250 400 250 Q482 250 482 430', p.dark, 22) +
      `<path d="M226 420 L574 420 L612 862 L188 862 Z" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M226 420 L574 420 L612 862 L188 862 Z" fill="url(#sheen)"/>` +
      line('M228 470 L572 470', p.detail, 4) +
      stitch('M206 820 L594 820', p.detail),
    ground: 880,
    focus: [400, 600],
  }),
  crossbody: (p, spec) => {
    const shoulder = spec.style === 'shoulder';
    // A shoulder bag: a smaller, rounded body on a short handle; a crossbody: a long strap and a flap.
    const [x, y, w, h] = shoulder ? [270, 520, 260, 200] : [226, 470, 348, 270];
    const bag = `M${x} ${y + 40} Q${x} ${y} ${x + 40} ${y} L${x + w - 40} ${y} Q${x + w} ${y} ${x + w} ${y + 40} L${x + w + (shoulder ? 20 : 0)} ${y + h - 40} Q${x + w + (shoulder ? 20 : 0)} ${y + h} ${x + w - 30} ${y + h} L${x + 30} ${y + h} Q${x - (shoulder ? 20 : 0)} ${y + h} ${x - (shoulder ? 20 : 0)} ${y + h - 40} Z`;
    const quilting = spec.trims?.includes('quilted')
      ? feature(
          'trim-quilted',
          `<clipPath id="bagcut"><path d="${bag}"/></clipPath><g clip-path="url(#bagcut)">` +
            Array.from(
              { length: 9 },
              (_, i) =>
                line(`M${x - 300 + i * 70} ${y + h} l300 -300`, p.detail, 3, ' opacity=".7"') +
                line(`M${x + i * 70} ${y + h} l-300 -300`, p.detail, 3, ' opacity=".7"'),
            ).join('') +
            '</g>',
        )
      : '';
    return {
      item:
        (shoulder
          ? line(`M${x + 50} ${y + 10} Q400 ${y - 190} ${x + w - 50} ${y + 10}`, p.dark, 18)
          : line('M262 520 Q220 170 400 150 Q580 170 538 520', p.dark, 12)) +
        `<path d="${bag}" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4"/>` +
        quilting +
        `<path d="${bag}" fill="url(#sheen)"/>` +
        (shoulder
          ? line(`M${x + 10} ${y + 60} L${x + w - 10} ${y + 60}`, p.detail, 4) +
            `<rect x="384" y="${y + 44}" width="32" height="30" rx="6" fill="#c9a45c"/>`
          : `<path d="M226 520 Q226 470 276 470 L524 470 Q574 470 574 520 L574 600 Q400 650 226 600 Z" fill="${p.dark}" opacity=".45"/>` +
            `<rect x="382" y="596" width="36" height="28" rx="6" fill="#c9a45c"/>`),
      ground: y + h + 20,
      focus: [400, y + h / 2],
    };
  },
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
    const fringe = (x0: number, y: number) =>
      Array.from({ length: 7 }, (_, i) => line(`M${x0 + i * 16} ${y} L${x0 + i * 16} ${y + 36}`, p.dark, 4)).join('');
    return {
      item:
        `<ellipse cx="400" cy="300" rx="170" ry="86" fill="none" stroke="${p.base}" stroke-width="70"/>` +
        `<ellipse cx="400" cy="300" rx="170" ry="86" fill="none" stroke="${p.outline}" stroke-width="3" opacity=".5"/>` +
        tail('M330 360 Q300 560 334 830 L444 830 Q400 560 420 372 Z') +
        tail('M420 372 Q480 520 474 760 L570 740 Q560 500 476 350 Z') +
        fringe(340, 830) +
        fringe(476, 746),
      ground: 880,
      focus: [400, 520],
    };
  },
  belt: (p) => ({
    item:
      `<rect x="92" y="486" width="616" height="74" rx="22" fill="url(#fabric)" stroke="${p.outline}" stroke-width="4"/>` +
      `<rect x="92" y="486" width="616" height="74" rx="22" fill="url(#sheen)"/>` +
      stitch('M112 498 L688 498', p.detail) +
      stitch('M112 548 L688 548', p.detail) +
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
        lens +
        mirrorX(lens) +
        line('M376 452 Q400 430 424 452', p.base, 12) +
        line('M152 440 L88 420', p.base, 12) +
        line('M648 440 L712 420', p.base, 12) +
        line('M190 446 L250 446', '#ffffff', 6, ' opacity=".35"') +
        line('M450 446 L510 446', '#ffffff', 6, ' opacity=".35"'),
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
    return (
      `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
      `<rect width="800" height="1000" fill="url(#bg)"/>`
    );
  }
  // Pale items would vanish on their own tint: they get a sage backdrop instead.
  const tint = luminance(hex) > 0.72 ? '#9fb8a8' : hex;
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.86)}"/><stop offset="1" stop-color="${mix(tint, '#ffffff', 0.7)}"/></linearGradient>` +
    `<rect width="800" height="1000" fill="url(#bg)"/>` +
    `<path d="M150 1000 V440 A250 250 0 0 1 650 440 V1000 Z" fill="${mix(tint, '#ffffff', 0.58)}" opacity=".55"/>` +
    `<circle cx="640" cy="190" r="86" fill="${mix(tint, '#ffffff', 0.45)}" opacity=".45"/>`
  );
}

const shadow = (y: number, rx = 250) =>
  `<ellipse cx="400" cy="${Math.min(y, 975)}" rx="${rx}" ry="24" fill="url(#shade)"/>`;

export function renderArtwork(spec: ArtworkSpec): string {
  const p = paletteFor(spec.hex);
  const pattern: Pattern | 'denim' = spec.silhouette === 'jeans' ? 'denim' : (spec.pattern ?? 'solid');
  const defs =
    `<linearGradient id="fabric" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2=".3"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>` +
    `<radialGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    metal(p) +
    patternDef(pattern, p);

  let scene: string;
  if (isGarment(spec.silhouette)) {
    const drawing = GARMENTS[spec.silhouette](p, pattern !== 'solid', spec);
    const art = spec.view === 'back' ? drawing.back : drawing.front;
    const scale = spec.kids ? 0.86 : 1;
    const ground = Math.round(540 + (drawing.ground - 540) * scale);
    const fit = `translate(400 540) scale(${scale}) translate(-400 -540)`;
    scene =
      spec.view === 'styled'
        ? shadow(ground + 10, 230) +
          `<g transform="rotate(-6 400 540) ${fit} translate(400 540) scale(.9) translate(-400 -540)">${art}</g>`
        : shadow(ground) + `<g transform="${fit}">${art}</g>`;
  } else {
    const drawn = OBJECTS[spec.silhouette](p, spec);
    const { ground, focus } = drawn;
    const item = spec.style ? feature(`style-${spec.style}`, drawn.item) : drawn.item;
    const [fx, fy] = focus;
    scene =
      spec.view === 'front'
        ? shadow(ground + 12, 220) + item
        : spec.view === 'back'
          ? `<g transform="translate(400 520) scale(1.5) translate(${-fx} ${-fy})">${item}</g>`
          : shadow(ground + 4, 200) +
            `<g transform="rotate(-8 400 520) translate(400 520) scale(.82) translate(-400 -520)">${item}</g>`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000"><defs>${defs}</defs>${backdrop(spec.view, spec.hex)}${feature(`item-${spec.silhouette}`, scene)}</svg>`;
}

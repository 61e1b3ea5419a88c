// Outlines of the design wizard's four garments in a 300x300 box: the step 1 drawings and
// the live preview are drawn from these.
export interface GarmentShape {
  /** Drawn behind the body in the garment colour (the hoodie's hood). */
  back?: string;
  body: string;
  /** Shadowed areas (the hood opening). */
  shade?: string;
  details: string;
  print: { x: number; y: number; size: number };
}

export const GARMENT_SHAPES: Readonly<Record<string, GarmentShape>> = {
  'custom-premium-t-shirt': {
    body: 'M105,32 C122,50 178,50 195,32 L250,54 L288,112 L246,134 L230,114 L230,278 L70,278 L70,114 L54,134 L12,112 L50,54 Z',
    details: 'M105,32 C122,50 178,50 195,32 M70,114 L54,134 M230,114 L246,134',
    print: { x: 105, y: 76, size: 90 },
  },
  'custom-cozy-hoodie': {
    back: 'M100,80 C92,30 118,12 150,12 C182,12 208,30 200,80 Z',
    body: 'M100,62 L200,62 L252,82 L290,246 L256,258 L230,150 L230,284 L70,284 L70,150 L44,258 L10,246 L48,82 Z',
    shade: 'M116,70 C118,36 182,36 184,70 C172,88 128,88 116,70 Z',
    details: 'M134,84 L132,122 M166,84 L168,122 M98,216 L202,216 L212,264 L88,264 Z M70,150 L70,170 M230,150 L230,170',
    print: { x: 110, y: 118, size: 80 },
  },
  'custom-snapback-cap': {
    body: 'M62,190 C62,80 238,80 238,190 Q150,216 62,190 Z M40,186 Q150,212 262,186 Q274,200 258,210 Q150,242 44,210 Q28,200 40,186 Z',
    details: 'M150,86 L150,188 M106,98 C94,126 90,158 92,188 M194,98 C206,126 210,158 208,188 M42,188 Q150,214 260,188',
    print: { x: 112, y: 106, size: 76 },
  },
  'custom-athletic-tank': {
    body: 'M104,24 C110,78 190,78 196,24 L220,24 C220,72 240,96 244,112 L244,280 L56,280 L56,112 C60,96 80,72 80,24 Z',
    details: 'M104,24 C110,78 190,78 196,24 M80,24 C80,72 60,96 56,112 M220,24 C220,72 240,96 244,112',
    print: { x: 108, y: 98, size: 84 },
  },
};

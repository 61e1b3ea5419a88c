import { COLOR_HEX } from '../../../shared/store';

/** A colour's swatch; names the store does not know show purple. */
export function swatchColor(name: string): string {
  const key = Object.keys(COLOR_HEX).find((k) => k.toLowerCase() === name.trim().toLowerCase());
  return key ? (COLOR_HEX[key] as string) : (COLOR_HEX.Purple as string);
}

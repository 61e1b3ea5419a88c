// A small drawing of a wizard garment for its step 1 choice: drawn inline, so it shows on
// every device (emoji need a colour emoji font, and without one render as empty boxes).
import { GARMENT_SHAPES } from './garment-shapes';

export function GarmentIcon({ handle, active, className }: { handle: string; active: boolean; className?: string }) {
  const shape = GARMENT_SHAPES[handle];
  if (!shape) return null;
  const fill = active ? 'var(--color-brand-100)' : 'var(--color-gray-100)';
  const stroke = active ? 'var(--color-brand-700)' : 'var(--color-gray-600)';
  return (
    <svg
      viewBox="0 0 300 300"
      width="96"
      height="96"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-garment={handle}
    >
      {shape.back ? <path d={shape.back} fill={fill} stroke={stroke} strokeWidth="8" strokeLinejoin="round" /> : null}
      <path d={shape.body} fill={fill} stroke={stroke} strokeWidth="8" strokeLinejoin="round" />
      {shape.shade ? <path d={shape.shade} fill={stroke} opacity="0.25" /> : null}
      <path
        d={shape.details}
        fill="none"
        stroke={stroke}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// The live preview: the chosen garment's silhouette in the chosen colour, the design on its chest.
import { designImageUrl, findColor, type DesignerProduct } from '../wizard';
import { GARMENT_SHAPES } from './garment-shapes';

export function GarmentPreview({
  product,
  designId,
  colorId,
}: {
  product: DesignerProduct;
  designId: string | null;
  colorId: string;
}) {
  const shape = GARMENT_SHAPES[product.handle] ?? GARMENT_SHAPES['custom-premium-t-shirt'];
  if (!shape) return null;
  const color = findColor(colorId);
  const light = color.id === 'white';
  const outline = light ? '#a8a29e' : 'rgba(0,0,0,0.35)';
  return (
    <figure className="rounded-2xl border border-gray-200 bg-linear-to-b from-gray-50 to-gray-100 p-4">
      <svg
        viewBox="0 0 300 300"
        width="300"
        height="300"
        className="mx-auto h-auto w-full max-w-xs"
        role="img"
        aria-labelledby="preview-caption"
      >
        {shape.back ? <path d={shape.back} fill={color.hex} stroke={outline} strokeWidth="3" /> : null}
        <path d={shape.body} fill={color.hex} stroke={outline} strokeWidth="3" strokeLinejoin="round" />
        {shape.shade ? <path d={shape.shade} fill="rgba(0,0,0,0.28)" /> : null}
        <path
          d={shape.details}
          fill="none"
          stroke={light ? '#d6d3d1' : 'rgba(255,255,255,0.18)'}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        {designId ? (
          <image
            href={designImageUrl(designId)}
            x={shape.print.x}
            y={shape.print.y}
            width={shape.print.size}
            height={shape.print.size}
          />
        ) : null}
      </svg>
      <figcaption id="preview-caption" className="mt-3 text-center text-sm text-gray-700">
        Preview: {product.name} in {color.name}
      </figcaption>
    </figure>
  );
}

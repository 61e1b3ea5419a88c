// Main picture and up to four thumbnails (PAGE_SIZES.productThumbnails).
import { cx } from '../../lib/cx';

export function ProductGallery({ name, images, main, onPick }: { name: string; images: string[]; main: string; onPick: (url: string) => void }) {
  return (
    <div className="space-y-3">
      <div className="aspect-[4/5] overflow-hidden rounded-xl bg-gray-100">
        <img src={main} alt={name} width={800} height={1000} className="h-full w-full object-cover" />
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3" aria-label="Product images">
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => onPick(url)}
                aria-label={`Show image ${index + 1} of ${name}`}
                aria-current={url === main ? 'true' : undefined}
                className={cx(
                  'block aspect-[4/5] w-full overflow-hidden rounded-lg border-2 bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  url === main ? 'border-brand-700' : 'border-transparent hover:border-gray-300',
                )}
              >
                <img src={url} alt="" width={160} height={200} loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

// Each collection's banner: generated artwork (a gradient and an SVG motif), no images
// from elsewhere. The collections the store started with have their own; one staff add has
// All Collections' look.
import { cx } from '../../../lib/cx';

const GRADIENTS: Readonly<Record<string, string>> = {
  all: 'from-brand-800 via-brand-600 to-accent-500',
  summer: 'from-amber-400 via-orange-400 to-pink-500',
  streetwear: 'from-gray-900 via-gray-800 to-brand-800',
  'mini-me': 'from-pink-400 via-rose-400 to-sky-400',
};

function Motif({ slug }: { slug: string }) {
  const common = { fill: 'none', stroke: 'white', strokeOpacity: 0.35, strokeWidth: 3 } as const;
  switch (slug) {
    case 'summer':
      return (
        <>
          <circle cx="300" cy="90" r="46" fill="white" fillOpacity="0.3" />
          {Array.from({ length: 12 }, (_, i) => {
            const a = (i * Math.PI) / 6;
            return (
              <line
                key={i}
                x1={300 + Math.cos(a) * 62}
                y1={90 + Math.sin(a) * 62}
                x2={300 + Math.cos(a) * 84}
                y2={90 + Math.sin(a) * 84}
                {...common}
              />
            );
          })}
          <path d="M0 190 Q 60 170 120 190 T 240 190 T 360 190 T 480 190" {...common} />
          <path d="M0 215 Q 60 195 120 215 T 240 215 T 360 215 T 480 215" {...common} />
        </>
      );
    case 'streetwear':
      return (
        <>
          {Array.from({ length: 9 }, (_, i) => (
            <line
              key={i}
              x1={i * 60 - 80}
              y1="240"
              x2={i * 60 + 40}
              y2="0"
              {...common}
              strokeOpacity={0.18}
              strokeWidth={14}
            />
          ))}
          <rect x="250" y="50" width="120" height="120" rx="8" {...common} />
          <path d="M270 150 L310 70 L350 150 Z" {...common} />
        </>
      );
    case 'mini-me':
      return (
        <>
          <path
            d="M250 120 C 250 80, 310 80, 310 120 C 310 80, 370 80, 370 120 C 370 160, 310 190, 310 200 C 310 190, 250 160, 250 120 Z"
            fill="white"
            fillOpacity="0.3"
          />
          <path
            d="M380 150 C 380 130, 410 130, 410 150 C 410 130, 440 130, 440 150 C 440 170, 410 185, 410 190 C 410 185, 380 170, 380 150 Z"
            fill="white"
            fillOpacity="0.3"
          />
          <circle cx="200" cy="50" r="6" fill="white" fillOpacity="0.4" />
          <circle cx="230" cy="200" r="9" fill="white" fillOpacity="0.3" />
        </>
      );
    default:
      return (
        <>
          <circle cx="330" cy="110" r="90" {...common} />
          <circle cx="330" cy="110" r="55" {...common} />
          <path d="M200 40 l8 16 16 8 -16 8 -8 16 -8 -16 -16 -8 16 -8 Z" fill="white" fillOpacity="0.4" />
          <path d="M420 190 l5 10 10 5 -10 5 -5 10 -5 -10 -10 -5 10 -5 Z" fill="white" fillOpacity="0.4" />
        </>
      );
  }
}

export function CollectionBanner({ slug, name, description }: { slug: string; name: string; description: string }) {
  return (
    <section
      aria-labelledby="collection-name"
      className={cx(
        'relative overflow-hidden rounded-2xl bg-linear-to-br text-white shadow-lg',
        GRADIENTS[slug] ?? GRADIENTS.all,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 480 240"
        preserveAspectRatio="xMaxYMid meet"
        className="absolute inset-0 h-full w-full"
      >
        <Motif slug={slug} />
      </svg>
      <div className="relative max-w-xl px-6 py-10 sm:px-10 sm:py-14">
        <h2 id="collection-name" className="font-display text-3xl font-bold drop-shadow sm:text-4xl">
          {name}
        </h2>
        <p className="mt-3 text-base text-white/95 drop-shadow sm:text-lg">{description}</p>
      </div>
    </section>
  );
}

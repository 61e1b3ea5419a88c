// Each post's cover, drawn inline (nothing loads from the network): a gradient, soft
// shapes and a garment silhouette chosen by the post's category.
import type { BlogCategory, BlogPost } from '../../../shared/blog-posts';

const PALETTES: Record<BlogCategory, readonly [string, string, string]> = {
  fashion: ['#f9d6e3', '#c9b6f2', '#7c3aed'],
  men: ['#cfe0f5', '#8fb3d9', '#1e3a5f'],
  women: ['#fde8d2', '#f4b4c4', '#9d2c5a'],
  kids: ['#fff2b3', '#b9e4c9', '#2f7a55'],
};

/** Garment outlines in a 200 x 200 box, centered on the cover. */
const GARMENTS: Record<BlogCategory, string> = {
  fashion: 'M70 40 L90 30 Q100 42 110 30 L130 40 L150 70 L135 80 L128 68 L128 170 L72 170 L72 68 L65 80 L50 70 Z',
  men: 'M75 35 L92 30 L100 50 L108 30 L125 35 L150 60 L138 75 L128 65 L128 170 L72 170 L72 65 L62 75 L50 60 Z',
  women: 'M85 30 L115 30 L112 70 Q140 120 150 170 L50 170 Q60 120 88 70 Z',
  kids: 'M72 45 L90 38 Q100 50 110 38 L128 45 L145 68 L132 76 L126 70 L126 150 L74 150 L74 70 L68 76 L55 68 Z',
};

export function BlogArt({
  post,
  className,
}: {
  post: Pick<BlogPost, 'id' | 'title' | 'category'>;
  className?: string;
}) {
  const [light, mid, dark] = PALETTES[post.category];
  const gradientId = `blog-art-${post.id}`;
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label={`Illustration for ${post.title}`}
      className={className}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={mid} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${gradientId})`} />
      <circle cx="265" cy="40" r="58" fill="#ffffff" opacity="0.35" />
      <circle cx="40" cy="175" r="70" fill={dark} opacity="0.12" />
      <circle cx="290" cy="170" r="22" fill={dark} opacity="0.18" />
      <path d="M0 150 Q80 120 160 150 T320 140 L320 200 L0 200 Z" fill="#ffffff" opacity="0.25" />
      <g transform="translate(60 0)">
        <path
          d={GARMENTS[post.category]}
          fill="#ffffff"
          opacity="0.85"
          stroke={dark}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M100 55 L100 165" stroke={dark} strokeWidth="1.5" strokeDasharray="4 5" opacity="0.5" />
      </g>
    </svg>
  );
}

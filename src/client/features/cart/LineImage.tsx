// A cart line's picture: a pulsing placeholder until the image has loaded.
import { useState } from 'react';
import { cx } from '../../lib/cx';

export function LineImage({ src, alt, size }: { src: string; alt: string; size: number }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      className={cx('shrink-0 overflow-hidden rounded-md bg-gray-100', !loaded && 'animate-pulse')}
      style={{ width: size, height: size }}
    >
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={() => setLoaded(true)}
        className={cx('h-full w-full object-cover transition-opacity', loaded ? 'opacity-100' : 'opacity-0')}
      />
    </div>
  );
}

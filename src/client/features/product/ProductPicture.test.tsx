import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '../../../shared/catalog/test-product';
import { cartStore } from '../cart';
import { ProductCard } from '../catalog';
import { ProductGallery } from './ProductGallery';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const PHOTO = { url: '/media/41', altText: 'Front', width: 2400, height: 3000, raster: true };
const DRAWING = { url: '/media/7', altText: null, width: 800, height: 1000, raster: false };
const WIDTHS = [320, 640, 720, 960, 1280, 1920];

const product = testProduct({
  name: 'Harbour Dress',
  handle: 'harbour-dress',
  images: [PHOTO, DRAWING],
  imageUrl: PHOTO.url,
});

afterEach(() => {
  cleanup();
  cartStore.set([]);
});

function expectPhotoPicture(img: HTMLElement, sizes: string) {
  const picture = img.parentElement!;
  expect(picture.tagName).toBe('PICTURE');
  const sources = [...picture.querySelectorAll('source')];
  expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  for (const [element, ext] of [
    [sources[0]!, 'avif'],
    [sources[1]!, 'webp'],
    [img, 'jpg'],
  ] as const) {
    expect(element.getAttribute('srcset')).toBe(WIDTHS.map((w) => `/media/41/${w}.${ext} ${w}w`).join(', '));
    expect(element.getAttribute('sizes')).toBe(sizes);
  }
  expect(img).toHaveAttribute('src', '/media/41/960.jpg');
  expect(img).toHaveAttribute('width', '2400');
  expect(img).toHaveAttribute('height', '3000');
}

describe('product pictures', () => {
  it('draws a card with an uploaded photo as a <picture> sized for two cards a row on phones', () => {
    render(<ProductCard product={product} priority />);
    const img = screen.getByRole('img', { name: 'Harbour Dress' });
    expectPhotoPicture(img, '(max-width: 1023px) 50vw, (max-width: 1279px) 33vw, 25vw');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('draws the product page photo as a <picture> at once and with high priority, and a drawing as a plain <img>', () => {
    render(
      <ProductGallery
        name="Harbour Dress"
        images={[PHOTO.url, DRAWING.url]}
        main={PHOTO.url}
        onPick={vi.fn()}
        pictures={product.images}
      />,
    );
    const main = screen.getByRole('img', { name: 'Harbour Dress' });
    expectPhotoPicture(
      main,
      '(max-width: 639px) calc(100vw - 2rem), (max-width: 767px) calc(100vw - 3rem), (max-width: 1023px) calc(50vw - 2.75rem), (max-width: 1279px) calc(50vw - 3.25rem), 588px',
    );
    expect(main).not.toHaveAttribute('loading');
    expect(main).toHaveAttribute('fetchpriority', 'high');

    const thumbs = screen.getByRole('list', { name: 'Product images' }).querySelectorAll('img');
    expect(thumbs[0]!.parentElement!.tagName).toBe('PICTURE');
    const drawing = thumbs[1]!;
    expect(drawing.parentElement!.tagName).not.toBe('PICTURE');
    expect(drawing).toHaveAttribute('src', '/media/7');
    expect(drawing).not.toHaveAttribute('srcset');
    expect([drawing.getAttribute('width'), drawing.getAttribute('height')]).toEqual(['160', '200']);
  });

  it('lists only the widths a small photo has, the last one at its own width', () => {
    const small = { ...PHOTO, width: 1000, height: 1250 };
    render(<ProductCard product={testProduct({ name: 'Small Photo Dress', images: [small], imageUrl: small.url })} />);
    const img = screen.getByRole('img', { name: 'Small Photo Dress' });
    expect(img.getAttribute('srcset')).toBe(
      '/media/41/320.jpg 320w, /media/41/640.jpg 640w, /media/41/720.jpg 720w, /media/41/960.jpg 960w, /media/41/1280.jpg 1000w',
    );
    expect(img).toHaveAttribute('src', '/media/41/960.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1000', '1250']);
  });

  it('keeps seeded artwork a plain <img> in a card, as before', () => {
    render(<ProductCard product={testProduct({ name: 'Art Dress', images: [DRAWING], imageUrl: DRAWING.url })} />);
    const img = screen.getByRole('img', { name: 'Art Dress' });
    expect(img.parentElement!.tagName).toBe('DIV');
    expect(img).toHaveAttribute('src', '/media/7');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '600']);
  });
});

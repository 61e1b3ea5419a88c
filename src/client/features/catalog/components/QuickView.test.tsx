import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct, testVariant } from '../../../../shared/catalog/test-product';
import QuickView from './QuickView';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

afterEach(cleanup);

function open(description: string, descriptionHtml: string) {
  render(<QuickView product={testProduct({ description, descriptionHtml })} open onOpenChange={vi.fn()} />);
  return within(screen.getByRole('region', { name: 'Description' }));
}

describe('the quick view description', () => {
  it('shows the bullet points as a list, as the product page does', () => {
    const description = open(
      'Crisp linen for warm days. Cut for an easy fit. Chest pocket Mother-of-pearl buttons Care: Machine wash cold.',
      '<p>Crisp linen for warm days. Cut for an easy fit.</p><ul><li>Chest pocket</li><li>Mother-of-pearl buttons</li><li><strong>Care:</strong> Machine wash cold.</li></ul>',
    );
    expect(description.getByText('Crisp linen for warm days. Cut for an easy fit.').tagName).toBe('P');
    const items = within(description.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chest pocket',
      'Mother-of-pearl buttons',
      'Care: Machine wash cold.',
    ]);
    expect(description.queryByRole('link', { name: 'View details' })).not.toBeInTheDocument();
  });

  it('keeps a long list short, the rest a link away', () => {
    const points = Array.from({ length: 9 }, (_, i) => `Point ${i + 1}`);
    const description = open(
      `A shirt. ${points.join(' ')}`,
      `<p>A shirt.</p><ol>${points.map((p) => `<li>${p}</li>`).join('')}</ol>`,
    );
    const items = within(description.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(points.slice(0, 6));
    expect(description.getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/product/linen-shirt');
  });

  it('ends a long opening at a whole sentence and leaves the list to the product page', () => {
    const opening = 'A long sentence about the linen and how it was woven. '.repeat(5).trim();
    const description = open(`${opening} Chest pocket`, `<p>${opening}</p><ul><li>Chest pocket</li></ul>`);
    expect(description.getByText(/^A long sentence/)).toHaveTextContent(/woven\.$/);
    expect(description.queryByRole('list')).not.toBeInTheDocument();
    expect(description.getByRole('link', { name: 'View details' })).toBeInTheDocument();
  });
});

describe('the quick view picture', () => {
  const colours = ['Black', 'Red', 'Blue'];
  const product = testProduct({
    name: 'Wrap Dress',
    colors: colours,
    sizes: ['S'],
    images: colours.map((c) => ({
      url: `/media/dress-${c.toLowerCase()}.svg`,
      altText: null,
      width: 800,
      height: 1000,
      raster: false,
    })),
    imageUrl: '/media/dress-black.svg',
    variants: colours.map((c) => testVariant('S', c, { image: `/media/dress-${c.toLowerCase()}.svg` })),
  });
  const picture = () =>
    within(screen.getByRole('dialog')).getAllByRole('img', { name: 'Wrap Dress' })[0]!.getAttribute('src');

  it("opens on the card's colour and moves to each colour chosen", () => {
    render(<QuickView product={product} open onOpenChange={vi.fn()} shownColor="Red" />);
    expect(picture()).toContain('dress-red');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Blue' }));
    expect(picture()).toContain('dress-blue');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProduct, testVariant } from '../../../../shared/catalog/test-product';
import { notify } from '../../../lib/toast';
import { cartStore, clearCart } from '../../cart';
import { DesignWizard } from './DesignWizard';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

/** The hoodie is sold out in XL / Crimson; every other variant is in stock. */
function serveStock() {
  const variants = ['S', 'M', 'L', 'XL', 'XXL'].flatMap((size) =>
    ['Midnight', 'Crimson'].map((color) => ({
      ...testVariant(size, color, { available: !(size === 'XL' && color === 'Crimson'), priceCents: 4999 }),
      id: `gid://local/ProductVariant/${size}-${color}`,
    })),
  );
  const product = testProduct({
    id: 'gid://local/Product/2',
    handle: 'custom-cozy-hoodie',
    name: 'Cozy Hoodie',
    category: 'custom',
    variants,
  });
  const body = {
    products: [product],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
    totalCount: 1,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DesignWizard />
    </QueryClientProvider>,
  );
}

const next = () => screen.getByRole('button', { name: /^Next$/ });
const heading = () => screen.getByRole('heading', { level: 2 });

beforeEach(() => {
  window.localStorage.clear();
  clearCart();
  vi.mocked(notify).mockClear();
  serveStock();
});

afterEach(() => vi.unstubAllGlobals());

describe('DesignWizard', () => {
  it('shows each garment of step 1 as a drawing, with no emoji that could render as an empty box', async () => {
    const user = userEvent.setup();
    renderWizard();
    for (const name of ['Premium T-Shirt', 'Cozy Hoodie', 'Snapback Cap', 'Athletic Tank']) {
      const choice = screen.getByRole('button', { name: new RegExp(name) });
      expect(choice.querySelector('svg path')?.getAttribute('d')).toMatch(/^M\d/);
      expect(choice.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    const hoodie = screen.getByRole('button', { name: /Cozy Hoodie/ });
    const before = hoodie.querySelector('svg path:nth-of-type(2)')?.getAttribute('fill');
    await user.click(hoodie);
    expect(hoodie.querySelector('svg path:nth-of-type(2)')?.getAttribute('fill')).not.toBe(before);
  });

  it('walks the four steps, each opened only by its choice, and adds the line', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(heading()).toHaveTextContent('Choose Your Product');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Cozy Hoodie/ }));
    await user.click(next());

    expect(heading()).toHaveTextContent('Pick Your Design');
    expect(heading()).toHaveFocus();
    expect(next()).toBeDisabled();
    expect(screen.getByText('Showing 1-8 of 8 designs')).toBeInTheDocument();
    expect(screen.getAllByText('Free')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /^Thunder Strike/ }));
    await user.click(next());

    expect(heading()).toHaveTextContent('Customize');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Crimson/ }));
    expect(await screen.findByRole('button', { name: 'XL (sold out)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Custom Cozy Hoodie' }));
    expect(screen.getByText('Preview: Cozy Hoodie in Crimson')).toBeInTheDocument();
    await user.click(next());

    expect(heading()).toHaveTextContent('Review');
    expect(screen.getByText('$54.99')).toBeInTheDocument();
    expect(screen.getByTestId('design-total')).toHaveTextContent('$109.98');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(notify).toHaveBeenCalledWith({ title: 'Success!', description: '2x Custom Cozy Hoodie added to cart!' });
    expect(cartStore.get()).toMatchObject([
      {
        name: 'Custom Cozy Hoodie - Thunder Strike',
        price: '54.99',
        size: 'L',
        color: 'Crimson',
        quantity: 2,
        shopifyId: null,
      },
    ]);
    expect(heading()).toHaveTextContent('Choose Your Product');
    expect(next()).toBeDisabled();
  }, 30_000);

  it('goes back and keeps the choices', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Snapback Cap/ }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: /^TJ Corporate/ }));
    await user.click(next());
    expect(screen.getByRole('button', { name: 'One Size' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /^TJ Corporate/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Snapback Cap/ })).toHaveAttribute('aria-pressed', 'true');
  }, 15_000);

  it('keeps favourite designs', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Premium T-Shirt/ }));
    await user.click(next());
    const heart = screen.getByRole('button', { name: 'Favourite Urban Legend' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('tj-favourite-designs') ?? '[]')).toEqual(['urban-legend']);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

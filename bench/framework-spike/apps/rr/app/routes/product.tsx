import { useState } from 'react';
import { Link, data } from 'react-router';
import type { Route } from './+types/product';

const PRODUCTS: Record<string, { name: string; price: number; sizes: string[] }> = {
  'linen-shirt': { name: 'Linen shirt', price: 49, sizes: ['S', 'M', 'L'] },
  'lace-blouse': { name: 'Lace blouse', price: 59, sizes: ['XS', 'S', 'M'] },
};

export async function loader({ params }: Route.LoaderArgs) {
  const product = PRODUCTS[params.handle];
  // A product the store does not have: its page, with status 404, set by the loader.
  if (!product) throw data(null, { status: 404, statusText: 'Not Found' });
  return { handle: params.handle, ...product };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? [{ title: `${data.name} | TJ Fashion` }, { name: 'description', content: `${data.name}, ${data.price} EUR` }] : [{ title: 'Not found' }];

export const headers = () => ({ 'x-page': 'product' });

export default function Product({ loaderData }: Route.ComponentProps) {
  const [size, setSize] = useState<string | null>(null);
  const [inCart, setInCart] = useState(0);
  return (
    <main>
      <Link to="/">Home</Link>
      <h1 className="text-2xl font-bold">{loaderData.name}</h1>
      <p>{loaderData.price} EUR</p>
      <div className="flex gap-2">
        {loaderData.sizes.map((s) => (
          <button key={s} className={s === size ? 'font-bold underline' : ''} onClick={() => setSize(s)}>{s}</button>
        ))}
      </div>
      <button className="mt-4 rounded bg-black px-4 py-2 text-white" onClick={() => setInCart((n) => n + 1)}>Add to Cart</button>
      <p id="status">{size ? `Size ${size}` : 'No size'} / In cart: {inCart}</p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <h1>Not found {(error as { status?: number }).status}</h1>;
}

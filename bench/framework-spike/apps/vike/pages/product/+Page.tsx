import { useState } from 'react';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';

export default function Product() {
  const product = useData<Data>();
  const [size, setSize] = useState<string | null>(null);
  const [inCart, setInCart] = useState(0);
  return (
    <main>
      <a href="/">Home</a>
      <h1 className="text-2xl font-bold">{product.name}</h1>
      <p>{product.price} EUR</p>
      <div className="flex gap-2">
        {product.sizes.map((s) => (
          <button key={s} className={s === size ? 'font-bold underline' : ''} onClick={() => setSize(s)}>{s}</button>
        ))}
      </div>
      <button className="mt-4 rounded bg-black px-4 py-2 text-white" onClick={() => setInCart((n) => n + 1)}>Add to Cart</button>
      <p id="status">{size ? `Size ${size}` : 'No size'} / In cart: {inCart}</p>
    </main>
  );
}

import { deferredHydration } from '../deferred-hydration';

const FarButton = deferredHydration('far-button', () => import('../FarButton'));

import { Link } from 'react-router';
export const meta = () => [{ title: 'TJ Fashion' }, { name: 'description', content: 'Clothes for every day.' }];
export default function Home() {
  return (
    <main>
      <h1 className="text-2xl font-bold">TJ Fashion</h1>
      <p className="mt-2">New arrivals every week. Free returns within 30 days.</p>
      <ul className="mt-4 list-disc pl-6">
        <li><Link to="/product/linen-shirt">Linen shirt</Link></li>
        <li><Link to="/product/lace-blouse">Lace blouse</Link></li>
        <li><Link to="/product/missing">A product that is gone</Link></li>
      </ul>
      <div style={{ height: 3000 }} />
      <Link to="/product/lace-blouse" id="far">Lace blouse, far down</Link>
      <FarButton />
    </main>
  );
}

import { deferredHydration } from './deferred-hydration';

const FarButton = deferredHydration('far-button', () => import('./FarButton'));

export default function Home() {
  return (
    <main>
      <h1 className="text-2xl font-bold">TJ Fashion</h1>
      <p className="mt-2">New arrivals every week. Free returns within 30 days.</p>
      <ul className="mt-4 list-disc pl-6">
        <li><a href="/product/linen-shirt">Linen shirt</a></li>
        <li><a href="/product/lace-blouse">Lace blouse</a></li>
        <li><a href="/product/missing">A product that is gone</a></li>
      </ul>
      <div style={{ height: 3000 }} />
      <a href="/product/lace-blouse" id="far">Lace blouse, far down</a>
      <FarButton />
    </main>
  );
}

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { useBrowserStateKnown } from '../lib/browser-state';
import { deferredHydration } from '../lib/deferred-hydration';
import { staticPart } from '../lib/static-part';
import { withQueries } from '../lib/with-queries';

// Text, pictures and links only: where the server rendered them, their code never loads.
const Intro = staticPart('home-intro', () => import('../features/home/Intro'));
const FamilyOfBrands = staticPart('family-of-brands', () =>
  import('../features/home/FamilyOfBrands').then((m) => ({ default: m.FamilyOfBrands })),
);

// Below the fold: each section's code (and the query cache it asks for data with) loads when
// the shopper scrolls near it, so the home page's first load does not carry it. The product
// explorer is rendered by the server and comes alive then; the others are rendered then.
const ProductExplorer = deferredHydration(
  'product-explorer',
  withQueries<object>(() => import('../features/home/ProductExplorer').then((m) => ({ default: m.ProductExplorer }))),
);
const HomeGiftCreator = lazy(() => import('../features/gift-cards/HomeGiftCreator'));
const BlogSection = lazy(() => import('../features/blog/BlogSection'));
const NewsletterSection = lazy(withQueries(() => import('../features/newsletter/NewsletterSection')));

function NearViewport({
  name,
  minHeight,
  component: Section,
}: {
  name: string;
  minHeight: string;
  component: ComponentType;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // The server and the browser's first render leave the section empty; without an observer
  // to wait for, it then shows at once.
  const known = useBrowserStateKnown();
  const near = seen || (known && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} data-home-section={name} style={near ? undefined : { minHeight }}>
      {near ? (
        <Suspense fallback={<div style={{ minHeight }} />}>
          <Section />
        </Suspense>
      ) : null}
    </div>
  );
}

export default function HomePage() {
  return (
    <>
      <PageTitle {...PAGE_META.Home} />
      <Intro />
      <ProductExplorer />
      <FamilyOfBrands />
      <NearViewport name="gift-cards" minHeight="48rem" component={HomeGiftCreator} />
      <NearViewport name="blog" minHeight="40rem" component={BlogSection} />
      <NearViewport name="newsletter" minHeight="24rem" component={NewsletterSection} />
    </>
  );
}

// Every page is its own chunk (src/client/pages/<Page>.tsx, named in shared/routes.ts),
// loaded when its route is first visited. The server renders each page too (entry-server.tsx),
// except those whose content lives in this browser's storage or session.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { PageName } from '../../shared/routes';
import { withQueries } from '../lib/with-queries';
import { announceLive } from '../lib/live';
import { ShownOrExplained } from './PageErrorBoundary';
import { PageFallback } from './PageFallback';
import { ClientOnlyPage } from './server-render';

const modules = import.meta.glob<{ default: ComponentType }>('../pages/*.tsx');

/**
 * Pages the server leaves to the browser: their content is the shopper's order, storage or
 * session. (The cart page is rendered: CartView shows its empty or loading state until the
 * cart is read. So is the account page: its sign-in form, which a signed-in shopper's
 * browser hides until the account shows; see AccountArea.)
 */
const BROWSER_ONLY: ReadonlySet<PageName> = new Set(['Wishlist', 'Checkout', 'CheckoutPay', 'CheckoutSuccess', 'Track', 'DesignApparel', 'GiftCardBalance', 'Login', 'Admin']);

/**
 * Pages whose first screen asks for no data: they load without the query cache, and their
 * parts that ask for data bring it (lib/query-scope.tsx). Every other page loads with it.
 */
const WITHOUT_QUERIES: ReadonlySet<PageName> = new Set(['Home']);

function page(name: PageName): ComponentType {
  const load = modules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module for ${name}`);
  if (import.meta.env.SSR && BROWSER_ONLY.has(name)) {
    return function BrowserOnly(): never {
      throw new ClientOnlyPage(name);
    };
  }
  return lazy(WITHOUT_QUERIES.has(name) ? load : withQueries(load));
}

/** Marks the document once the page itself is live (its boundary hydrated or rendered). */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    announceLive();
  }, []);
  return null;
}

const Home = page('Home');
const Shop = page('Shop');
const Featured = page('Featured');
const New = page('New');
const Sale = page('Sale');
const Women = page('Women');
const Men = page('Men');
const Kids = page('Kids');
const Collections = page('Collections');
const Product = page('Product');
const Cart = page('Cart');
const Wishlist = page('Wishlist');
const About = page('About');
const SizeGuide = page('SizeGuide');
const ReturnPolicy = page('ReturnPolicy');
const Faq = page('Faq');
const Shipping = page('Shipping');
const Privacy = page('Privacy');
const Terms = page('Terms');
const Blog = page('Blog');
const BlogPost = page('BlogPost');
const Contact = page('Contact');
const Checkout = page('Checkout');
const CheckoutPay = page('CheckoutPay');
const CheckoutSuccess = page('CheckoutSuccess');
const Track = page('Track');
const DesignApparel = page('DesignApparel');
const GiftCards = page('GiftCards');
const GiftCardBalance = page('GiftCardBalance');
const Account = page('Account');
const Login = page('Login');
const Admin = page('Admin');
const NotFound = page('NotFound');

export function AppRoutes() {
  return (
    <ShownOrExplained>
      <Suspense fallback={<PageFallback />}>
        <PageReady />
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/shop" component={Shop} />
          <Route path="/featured" component={Featured} />
          <Route path="/new" component={New} />
          <Route path="/sale" component={Sale} />
          <Route path="/women" component={Women} />
          <Route path="/men" component={Men} />
          <Route path="/kids" component={Kids} />
          <Route path="/collections" component={Collections} />
          <Route path="/product/:handle" component={Product} />
          <Route path="/cart" component={Cart} />
          <Route path="/wishlist" component={Wishlist} />
          <Route path="/about" component={About} />
          <Route path="/size-guide" component={SizeGuide} />
          <Route path="/return-policy" component={ReturnPolicy} />
          <Route path="/faq" component={Faq} />
          <Route path="/shipping" component={Shipping} />
          <Route path="/privacy" component={Privacy} />
          <Route path="/terms" component={Terms} />
          <Route path="/blog" component={Blog} />
          <Route path="/blog/:slug" component={BlogPost} />
          <Route path="/contact" component={Contact} />
          <Route path="/checkout" component={Checkout} />
          <Route path="/checkout/pay/:token" component={CheckoutPay} />
          <Route path="/checkout/success" component={CheckoutSuccess} />
          <Route path="/track" component={Track} />
          <Route path="/design-apparel" component={DesignApparel} />
          <Route path="/gift-cards" component={GiftCards} />
          <Route path="/gift-cards/balance" component={GiftCardBalance} />
          <Route path="/account" component={Account} nest />
          <Route path="/auth/login" component={Login} />
          <Route path="/staff/invitation" component={Login} />
          <Route path="/staff/reset" component={Login} />
          <Route path="/admin" component={Admin} nest />
          <Route path="/track-order">
            <Redirect to="/track" replace />
          </Route>
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </ShownOrExplained>
  );
}

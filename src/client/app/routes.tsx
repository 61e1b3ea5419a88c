// Every page is its own chunk (src/client/pages/<Page>.tsx, named in shared/routes.ts),
// loaded when its route is first visited.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { PageName } from '../../shared/routes';
import { PageFallback } from './PageFallback';

const modules = import.meta.glob<{ default: ComponentType }>('../pages/*.tsx');

function page(name: PageName): LazyExoticComponent<ComponentType> {
  const load = modules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module for ${name}`);
  return lazy(load);
}

const Home = page('Home');
const Shop = page('Shop');
const Featured = page('Featured');
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
const Contact = page('Contact');
const Checkout = page('Checkout');
const CheckoutSuccess = page('CheckoutSuccess');
const Track = page('Track');
const DesignApparel = page('DesignApparel');
const GiftCards = page('GiftCards');
const GiftCardBalance = page('GiftCardBalance');
const Login = page('Login');
const Admin = page('Admin');
const NotFound = page('NotFound');

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/shop" component={Shop} />
        <Route path="/featured" component={Featured} />
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
        <Route path="/contact" component={Contact} />
        <Route path="/checkout" component={Checkout} />
        <Route path="/checkout/success" component={CheckoutSuccess} />
        <Route path="/track" component={Track} />
        <Route path="/design-apparel" component={DesignApparel} />
        <Route path="/gift-cards" component={GiftCards} />
        <Route path="/gift-cards/balance" component={GiftCardBalance} />
        <Route path="/auth/login" component={Login} />
        <Route path="/admin" component={Admin} nest />
        <Route path="/track-order">
          <Redirect to="/track" replace />
        </Route>
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}

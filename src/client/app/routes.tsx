// Every page is its own chunk, loaded when its route is first visited.
import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageFallback } from './PageFallback';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const Home = page(() => import('../pages/Home'));
const Shop = page(() => import('../pages/Shop'));
const Featured = page(() => import('../pages/Featured'));
const Women = page(() => import('../pages/Women'));
const Men = page(() => import('../pages/Men'));
const Kids = page(() => import('../pages/Kids'));
const Collections = page(() => import('../pages/Collections'));
const Product = page(() => import('../pages/Product'));
const Cart = page(() => import('../pages/Cart'));
const Wishlist = page(() => import('../pages/Wishlist'));
const About = page(() => import('../pages/About'));
const SizeGuide = page(() => import('../pages/SizeGuide'));
const ReturnPolicy = page(() => import('../pages/ReturnPolicy'));
const Contact = page(() => import('../pages/Contact'));
const Checkout = page(() => import('../pages/Checkout'));
const CheckoutSuccess = page(() => import('../pages/CheckoutSuccess'));
const Track = page(() => import('../pages/Track'));
const DesignApparel = page(() => import('../pages/DesignApparel'));
const GiftCards = page(() => import('../pages/GiftCards'));
const GiftCardBalance = page(() => import('../pages/GiftCardBalance'));
const Login = page(() => import('../pages/Login'));
const Admin = page(() => import('../pages/Admin'));
const NotFound = page(() => import('../pages/NotFound'));

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

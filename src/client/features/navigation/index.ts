export { Navbar } from './Navbar';
export { CheckoutHeader } from './CheckoutHeader';

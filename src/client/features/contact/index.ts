export { ContactForm } from './ContactForm';
export { ContactHero } from './ContactHero';
export { Faq } from './Faq';
export { InfoCards } from './InfoCards';
export { MapCard } from './MapCard';
export { FAQ_ITEMS } from './faq-items';

export { ContactForm } from './ContactForm';
export { ContactHero } from './ContactHero';
export { Faq } from './Faq';
export { InfoCards } from './InfoCards';
export { LiveChatLauncher } from './LiveChatLauncher';
export { MapCard } from './MapCard';
export { FAQ_ITEMS } from './faq-items';

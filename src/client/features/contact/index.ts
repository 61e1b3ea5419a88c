export { ContactForm } from './ContactForm';
export { ContactHero } from './ContactHero';
export { Faq } from './Faq';
export { InfoCards } from './InfoCards';
export { MapCard } from './MapCard';
export { FAQ_ITEMS } from './faq-items';
export { CLEAR_OF_CHAT_BUTTON } from './chat-button-place';

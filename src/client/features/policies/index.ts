export { FaqList } from './FaqList';
export { PrivacyPolicy } from './PrivacyPolicy';
export { ShippingInfo } from './ShippingInfo';
export { TermsOfService } from './TermsOfService';

export { AccountArea } from './AccountArea';
export { AddressesScreen } from './AddressesScreen';
export { ACCOUNT_KEY, CUSTOMER_KEY, customerQuery, useCustomer, type CustomerState } from './api';
export { OrderDetailScreen } from './OrderDetailScreen';
export { OrdersScreen } from './OrdersScreen';
export { PasskeysScreen } from './PasskeysScreen';
export { PrivacyScreen } from './PrivacyScreen';
export { ProfileScreen } from './ProfileScreen';

// The store's emails. Each answers, synchronously, a MailMessage with an HTML part in the store's layout and a
// plain-text part stating the same facts; `publicUrl` makes every link and picture absolute.
export { emailCodeMessage } from './email-code';
export type { ParcelItem, PricedItem } from './format';
export { giftCardEmail, giftCardReceiptEmail, type GiftCardEmail, type GiftCardReceiptEmail } from './gift-cards';
export { orderConfirmationEmail, type ConfirmedOrderEmail } from './order-confirmation';
export {
  orderCancelledEmail,
  orderDeliveredEmail,
  orderRefundedEmail,
  orderShippedEmail,
  type OrderCancelledEmail,
  type OrderDeliveredEmail,
  type OrderRefundedEmail,
  type OrderShippedEmail,
  type OrderUpdate,
} from './order-updates';
export {
  contactNotificationEmail,
  newOrderNotificationEmail,
  type ContactNotification,
  type NewOrderNotification,
} from './store-notifications';
export {
  returnApprovedEmail,
  returnChargePaidEmail,
  returnExchangedEmail,
  returnLabelEmail,
  returnLabelUrl,
  returnPageUrl,
  returnReceivedEmail,
  returnRefundedEmail,
  returnRejectedEmail,
  returnStartedEmail,
  type ReturnEmail,
  type ReturnEmailLine,
  type ReturnMessageEmail,
} from './returns';

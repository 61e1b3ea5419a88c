export { BalanceView } from './BalanceView';
export { GiftCardPaid } from './GiftCardPaid';
export { GiftCardsView } from './GiftCardsView';
export { CopyCodeButton } from './CopyCodeButton';

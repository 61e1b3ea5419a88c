export { BalanceView } from './BalanceView';
export { GiftCardsView } from './GiftCardsView';

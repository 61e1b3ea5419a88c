import { GiftCardsView } from '../features/gift-cards/GiftCardsView';

export default function GiftCardsPage() {
  return <GiftCardsView />;
}

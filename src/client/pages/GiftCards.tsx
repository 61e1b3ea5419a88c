import { PageTitle } from '../components/PageTitle';
import { GiftCardsView } from '../features/gift-cards';

export default function GiftCardsPage() {
  return (
    <>
      <PageTitle name="Gift Cards" />
      <GiftCardsView />
    </>
  );
}

import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { GiftCardsView } from '../features/gift-cards';

export default function GiftCardsPage() {
  return (
    <>
      <PageTitle {...PAGE_META.GiftCards} />
      <GiftCardsView />
    </>
  );
}

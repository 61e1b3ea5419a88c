import { STORE } from '../../shared/store';
import { PageTitle } from '../components/PageTitle';
import { FaqList } from '../features/policies';

export default function FaqPage() {
  return (
    <>
      <PageTitle name="FAQ" description={`Answers about shipping, returns, order tracking, promo codes, gift cards and custom apparel at ${STORE.name}.`} />
      <FaqList />
    </>
  );
}

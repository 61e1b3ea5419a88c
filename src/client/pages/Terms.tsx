import { STORE } from '../../shared/store';
import { PageTitle } from '../components/PageTitle';
import { TermsOfService } from '../features/policies';

export default function TermsPage() {
  return (
    <>
      <PageTitle name="Terms of Service" description={`The terms of every ${STORE.name} order: prices, taxes, payment, shipping, returns, gift cards, promo codes and custom apparel.`} />
      <TermsOfService />
    </>
  );
}

// Going to a payment page: the store's own is a route, another site's (Stripe's) a full page
// load. No query cache here, so the home page's gift creator can use it too.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { isSameSitePath } from './paths';

/**
 * `leaving` stays true while the browser loads another site's page, so the form that sent the
 * shopper there is not submitted twice. Back from that site, the browser may show this page as
 * it was left: it is usable again.
 */
export function usePaymentRedirect() {
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const goToPayment = useCallback(
    (url: string) => {
      if (isSameSitePath(url)) return navigate(url);
      setLeaving(true);
      window.location.assign(url);
    },
    [navigate],
  );

  return { goToPayment, leaving };
}

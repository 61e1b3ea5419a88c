// A shopper's email on an order or a return: a link to their customer page (its address comes
// from the server) for a role that may open it, plain text otherwise or when there is no page.
import { Link } from 'wouter';
import { useCan } from '../permissions';

export function CustomerEmail({ email, pageId }: { email: string; pageId: string | null | undefined }) {
  const seesCustomers = useCan('customers.view');
  if (!seesCustomers || !pageId) return <>{email}</>;
  return (
    <Link href={`/customers/${pageId}`} className="text-brand-700 hover:underline">
      {email}
    </Link>
  );
}

// A shopper's email on an order or a return: a link to their customer page for a role that may
// open it, plain text otherwise.
import { Link } from 'wouter';
import { customerIdOf, customerKeyOf } from '../../../../shared/customer-key';
import { useCan } from '../permissions';

export function CustomerEmail({ email }: { email: string }) {
  const seesCustomers = useCan('customers.view');
  if (!seesCustomers) return <>{email}</>;
  return (
    <Link href={`/customers/${customerIdOf(customerKeyOf(email))}`} className="text-brand-700 hover:underline">
      {email}
    </Link>
  );
}

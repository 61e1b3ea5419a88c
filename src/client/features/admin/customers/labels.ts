// How a customer is named on the admin's screens.
import type { AdminCustomer } from '../../../../shared/schemas/customers';

export const KIND_LABELS: Record<AdminCustomer['kind'], string> = {
  account: 'Account',
  guest: 'Guest',
  deleted: 'Deleted account',
};

/** Their name, else their email, else what stands for someone who left no name. */
export const customerName = (customer: Pick<AdminCustomer, 'name' | 'email' | 'kind'>) =>
  customer.name ?? customer.email ?? (customer.kind === 'deleted' ? 'Deleted account' : 'No name given');

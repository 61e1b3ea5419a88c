// The shopper the account area shows, for the sections inside it.
import { createContext, useContext } from 'react';
import type { Customer } from '../../../shared/schemas/account';

export const SignedInCustomer = createContext<Customer | null>(null);

/** The signed-in shopper; only inside the account area, which renders its sections signed in. */
export function useSignedInCustomer(): Customer {
  const customer = useContext(SignedInCustomer);
  if (!customer) throw new Error('An account section rendered outside the signed-in account area');
  return customer;
}

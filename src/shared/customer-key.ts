// Who a customer is, for the limits of a discount ("once per customer") and "first order
// only": their email as the mailbox it reaches. Addresses that reach one inbox give one key,
// so a shopper cannot use a welcome offer again by writing their address differently.
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * Lower case; a "+tag" after the mailbox name is dropped (it reaches the same inbox); Gmail
 * also ignores dots in the name, and googlemail.com is the same as gmail.com.
 */
export function customerKeyOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    name = name.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${name}@${domain}`;
}

/** What a deleted account's orders keep as their key: no email, one anonymous customer per account. */
export const deletedCustomerKey = (accountId: number) => `deleted-account-${accountId}@invalid`;

/** A key that names nobody: a deleted account's orders (before and since keys said which account). */
export const isAnonymousKey = (key: string) => /^deleted-(account|customer)-\d+@invalid$/.test(key);

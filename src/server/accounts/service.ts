// A shopper's account: signing in with a proved email, the profile, changing the email, and
// leaving (the data export and deleting the account).
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Customer } from '../../shared/schemas/account';
import type { Db, Tx } from '../db/database';
import { customers, customerSignInAddresses } from '../db/schema';
import { customerKeyOf, deletedCustomerKey } from '../../shared/customer-key';
import { refreshCustomerFigures, refreshFiguresOfEmail } from '../customers/figures';
import { conflict } from '../http/errors';
import { forgetRecipient } from '../mail/forget-recipient';
import { insertSubscriber, isSubscribed, removeSubscriber } from '../newsletter/queries';
import {
  anonymiseCustomerOrders,
  joinGuestOrders,
  latestOrderFirstName,
  listCustomerOrders,
} from '../orders/customer-orders';
import { violatedUniqueIndex } from '../db/unique-violation';
import { listAddresses } from './addresses';
import { listPasskeys } from './passkey-store';
import type { CustomerRow } from './sessions';

export const EMAIL_TAKEN = 'That email already belongs to another account.';

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export async function toCustomer(tx: Tx, row: CustomerRow): Promise<Customer> {
  // The profile's name wins; a shopper who never gave one is still known by their orders.
  const firstName = firstWord(row.name) || firstWord(await latestOrderFirstName(tx, row.id));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName,
    newsletter: await isSubscribed(tx, row.email),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account that has `email`, made on the first sign-in. */
async function findOrCreateCustomer(tx: Tx, email: string): Promise<CustomerRow> {
  await tx
    .insert(customers)
    .values({ email, webauthnUserId: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: customers.email });
  const [row] = await tx.select().from(customers).where(eq(customers.email, email));
  return row!;
}

/** An address the account signed in from: it may still ask for codes while strangers flood the account. */
export async function rememberSignInAddress(
  tx: Tx,
  customerId: number,
  address: string,
  now = new Date(),
): Promise<void> {
  await tx
    .insert(customerSignInAddresses)
    .values({ customerId, address, signedInAt: now })
    .onConflictDoUpdate({
      target: [customerSignInAddresses.customerId, customerSignInAddresses.address],
      set: { signedInAt: now },
    });
}

/** The shopper proved `email` with a code: their account (new or not), with guest orders of that email joined to it. */
export async function signInWithProvedEmail(db: Db, email: string): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const customer = await findOrCreateCustomer(tx, email);
    await joinGuestOrders(tx, customer.id, email);
    await refreshFiguresOfEmail(tx, email);
    return customer;
  });
}

export async function updateProfile(
  db: Db,
  customer: CustomerRow,
  change: { name?: string | undefined; newsletter?: boolean | undefined },
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const [row] =
      change.name === undefined
        ? [customer]
        : await tx
            .update(customers)
            .set({ name: change.name, updatedAt: new Date() })
            .where(eq(customers.id, customer.id))
            .returning();
    if (change.name !== undefined) await refreshFiguresOfEmail(tx, customer.email);
    if (change.newsletter === true) await insertSubscriber(tx, customer.email);
    if (change.newsletter === false) await removeSubscriber(tx, customer.email);
    return toCustomer(tx, row!);
  });
}

/** The new address was proved with a code: the account takes it, and guest orders placed with it. */
export async function changeEmail(db: Db, customer: CustomerRow, email: string): Promise<Customer> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, email), ne(customers.id, customer.id)));
      if (taken) throw conflict(EMAIL_TAKEN);
      const [row] = await tx
        .update(customers)
        .set({ email, updatedAt: new Date() })
        .where(eq(customers.id, customer.id))
        .returning();
      // The newsletter follows the address the shopper now uses.
      if (await isSubscribed(tx, customer.email)) {
        await removeSubscriber(tx, customer.email);
        await insertSubscriber(tx, email);
      }
      await joinGuestOrders(tx, customer.id, email);
      // The account's orders move from the old mailbox's figures to the new one's.
      await refreshFiguresOfEmail(tx, customer.email, email);
      return toCustomer(tx, row!);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'customers_email_key') throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Everything the store keeps about the shopper, as the "Download my data" file. */
export async function exportCustomerData(db: Db, customer: CustomerRow) {
  return {
    exportedAt: new Date().toISOString(),
    profile: await toCustomer(db, customer),
    addresses: (await listAddresses(db, customer.id)).map(({ id: _id, ...address }) => address),
    orders: await listCustomerOrders(db, customer.id, 10_000),
    passkeys: (await listPasskeys(db, customer.id)).map(({ name, createdAt, lastUsedAt }) => ({
      name,
      createdAt,
      lastUsedAt,
    })),
  };
}

/**
 * Removes the profile with its sessions, addresses, passkeys, cart and wishlist (they go with
 * the row), takes the email off the newsletter and out of the outbox, and keeps the orders
 * for the store's books without who placed them.
 */
export async function deleteCustomer(db: Db, customer: CustomerRow): Promise<void> {
  await db.transaction(async (tx) => {
    await anonymiseCustomerOrders(tx, customer.id);
    await removeSubscriber(tx, customer.email);
    await forgetRecipient(tx, customer.email);
    await tx.delete(customers).where(eq(customers.id, customer.id));
    await refreshCustomerFigures(tx, [customerKeyOf(customer.email), deletedCustomerKey(customer.id)]);
  });
}

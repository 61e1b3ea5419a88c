// A shopper's saved shipping addresses. At most one is the default (a partial unique index
// holds that); the first one saved becomes it, and deleting the default passes it on to the
// newest remaining address.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AddressInputSchema, SavedAddress } from '../../shared/schemas/account';
import type { z } from 'zod';
import type { Db, Tx } from '../db/database';
import { customerAddresses, customers } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type AddressInput = z.output<typeof AddressInputSchema>;

export const MAX_ADDRESSES = 20;
const ADDRESS_NOT_FOUND = 'Address not found';

const columns = {
  id: customerAddresses.id,
  firstName: customerAddresses.firstName,
  lastName: customerAddresses.lastName,
  address: customerAddresses.address,
  city: customerAddresses.city,
  state: customerAddresses.state,
  zipCode: customerAddresses.zipCode,
  country: customerAddresses.country,
  phone: customerAddresses.phone,
  isDefault: customerAddresses.isDefault,
};

const fieldsOf = ({ isDefault: _ignored, ...fields }: AddressInput) => ({
  ...fields,
  state: fields.country === 'US' ? fields.state.toUpperCase() : fields.state,
});

/** The default first, then the newest. */
export function listAddresses(tx: Tx, customerId: number): Promise<SavedAddress[]> {
  return tx
    .select(columns)
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.id));
}

async function clearDefault(tx: Tx, customerId: number, except?: number) {
  const others =
    except === undefined
      ? eq(customerAddresses.customerId, customerId)
      : and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, except));
  await tx.update(customerAddresses).set({ isDefault: false }).where(others);
}

/** One change to an account's addresses at a time: two first addresses saved at once cannot both become the default. */
async function lockAccount(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

async function ownAddress(tx: Tx, customerId: number, id: number) {
  const [row] = await tx
    .select(columns)
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .for('update');
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

export function addAddress(db: Db, customerId: number, input: AddressInput): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, customerId);
    const existing = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    if (existing.length >= MAX_ADDRESSES)
      throw new HttpError(409, `An account keeps at most ${MAX_ADDRESSES} addresses. Please delete one first.`);
    const isDefault = input.isDefault || existing.length === 0;
    if (isDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...fieldsOf(input), customerId, isDefault })
      .returning(columns);
    return row!;
  });
}

export function updateAddress(db: Db, customerId: number, id: number, input: AddressInput): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, customerId);
    const current = await ownAddress(tx, customerId, id);
    // Unticking "default" on the default leaves it the default: there is always one.
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, customerId, id);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...fieldsOf(input), isDefault })
      .where(eq(customerAddresses.id, id))
      .returning(columns);
    return row!;
  });
}

export function deleteAddress(db: Db, customerId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, customerId);
    const current = await ownAddress(tx, customerId, id);
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.id))
      .limit(1);
    if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
  });
}

// One customer's page: who they are, their saved addresses, every order placed with their
// mailbox or account, the gift cards they bought and received, the emails the store sent them
// (subject, status and time only: never a text, so no sign-in code or secret link) and the
// staff's notes. What a role may not see is taken out by the admin routes (admin/customer-views.ts).
import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { customerKeyOf } from '../../shared/customer-key';
import { toCents, toDecimal } from '../../shared/money';
import type { AdminCustomerDetail, CustomerNotes } from '../../shared/schemas/customers';
import type { FulfillmentStatus, PaymentStatusOfOrder } from '../../shared/store';
import type { Tx } from '../db/database';
import {
  customerAddresses,
  customerFigures,
  customerKeySql,
  customerNotes,
  customers,
  emailOutbox,
  giftCards,
  orders,
} from '../db/schema';
import { notFound } from '../http/errors';
import { personSql, presentPerson, type PersonRow } from './list';
import { returnsOfOrders } from '../returns/queries';
import type { ReturnStatus } from '../../shared/schemas/returns';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
const EMAILS_SHOWN = 100;

const money = (amount: string) => toDecimal(toCents(amount));

/** The accounts whose email is this mailbox (usually one). */
export async function accountIdsOf(tx: Tx, key: string): Promise<number[]> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customerKeySql(customers.email), key));
  return rows.map((row) => row.id);
}

/**
 * The address of the customer page an order belongs to: its account's mailbox while the account
 * exists, else the key the order keeps (a deleted account's orders share an anonymous one). Null
 * when the list has no such customer yet (a guest whose only order is still unpaid).
 */
export async function customerPageOfOrder(
  tx: Tx,
  order: { customerId: number | null; customerKey: string | null },
): Promise<string | null> {
  const [account] =
    order.customerId === null
      ? []
      : await tx
          .select({ key: customerKeySql(customers.email) })
          .from(customers)
          .where(eq(customers.id, order.customerId));
  const key = account?.key ?? order.customerKey;
  if (!key) return null;
  const [person] = await tx
    .select({ pageId: customerFigures.pageId })
    .from(customerFigures)
    .where(eq(customerFigures.customerKey, key));
  return person?.pageId ?? null;
}

/** The customer a page address names, or 404. */
export async function customerKeyOfPage(tx: Tx, pageId: string): Promise<string> {
  const [person] = await tx
    .select({ key: customerFigures.customerKey })
    .from(customerFigures)
    .where(eq(customerFigures.pageId, pageId));
  if (!person) throw notFound(CUSTOMER_NOT_FOUND);
  return person.key;
}

/** The person's orders: those of their accounts, and guest orders (no account) with their mailbox. */
const ordersOf = (key: string, accountIds: number[]) =>
  or(
    accountIds.length ? inArray(orders.customerId, accountIds) : undefined,
    and(isNull(orders.customerId), eq(orders.customerKey, key)),
  );

export async function notesOf(tx: Tx, key: string): Promise<CustomerNotes> {
  const [row] = await tx.select().from(customerNotes).where(eq(customerNotes.customerKey, key));
  return { note: row?.note ?? '', tags: row?.tags ?? [], updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function customerDetail(tx: Tx, key: string): Promise<AdminCustomerDetail> {
  const result = await tx.execute(personSql(key));
  const person = (result as unknown as { rows: PersonRow[] }).rows[0];
  if (!person) throw notFound(CUSTOMER_NOT_FOUND);
  const accountIds = await accountIdsOf(tx, key);
  const [addresses, placed, cards, emails, notes] = await Promise.all([
    accountIds.length
      ? tx
          .select()
          .from(customerAddresses)
          .where(inArray(customerAddresses.customerId, accountIds))
          .orderBy(desc(customerAddresses.isDefault), customerAddresses.id)
      : [],
    tx
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        fulfillmentStatus: orders.fulfillmentStatus,
        total: orders.total,
        customer: orders.customer,
      })
      .from(orders)
      .where(and(ordersOf(key, accountIds), ne(orders.paymentStatus, 'unpaid')))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    person.anonymous
      ? []
      : tx
          .select()
          .from(giftCards)
          .where(
            or(
              and(isNull(giftCards.issuedByStaffId), eq(customerKeySql(giftCards.senderEmail), key)),
              eq(customerKeySql(giftCards.recipientEmail), key),
            ),
          )
          .orderBy(desc(giftCards.createdAt), desc(giftCards.id)),
    person.anonymous
      ? []
      : tx
          .select({
            id: emailOutbox.id,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            createdAt: emailOutbox.createdAt,
          })
          .from(emailOutbox)
          .where(eq(customerKeySql(emailOutbox.to), key))
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(EMAILS_SHOWN),
    notesOf(tx, key),
  ]);
  const returnsOfPerson = await returnsOfOrders(
    tx,
    placed.map((order) => order.id),
  );
  const latestPhone = placed.map((order) => order.customer['phone']).find((phone) => typeof phone === 'string');
  return {
    customer: {
      ...presentPerson(person),
      accountSince: person.account_since === null ? null : new Date(person.account_since).toISOString(),
      phone: addresses.find((address) => address.phone)?.phone ?? (latestPhone as string | undefined) ?? null,
    },
    addresses: addresses.map((address) => ({
      name: `${address.firstName} ${address.lastName}`.trim(),
      lines: [address.address, `${address.city}, ${address.state} ${address.zipCode}`.trim(), address.country],
      phone: address.phone || null,
      isDefault: address.isDefault,
    })),
    orders: placed.map((order) => ({
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      paymentStatus: order.paymentStatus as PaymentStatusOfOrder,
      fulfillmentStatus: order.fulfillmentStatus as FulfillmentStatus,
      total: money(order.total),
    })),
    giftCards: cards.map((card) => {
      const bought = card.issuedByStaffId === null && customerKeyOf(card.senderEmail) === key;
      return {
        id: card.id,
        direction: bought ? ('bought' as const) : ('received' as const),
        otherName: bought ? card.recipientName : card.senderName,
        amount: money(card.amount),
        balance: money(card.balance),
        createdAt: card.createdAt.toISOString(),
      };
    }),
    returns: returnsOfPerson.map((ret) => ({
      id: ret.id,
      returnNumber: ret.returnNumber,
      status: ret.status as ReturnStatus,
      createdAt: ret.createdAt.toISOString(),
    })),
    emails: emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() })),
    notes,
  };
}

// The gate for a shopper's own routes: without a valid shopper session they answer 401. A
// staff session is not a shopper session, and this gate never opens /api/admin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import {
  checkCustomerSession,
  clearRefusedCustomerSession,
  CUSTOMER_SESSION_COOKIE,
  type CustomerRow,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper; set by requireCustomer. */
    customer?: CustomerRow;
  }
}

export const NOT_SIGNED_IN = 'Not signed in';

export function requireCustomer({ database, config }: Pick<AppDeps, 'database' | 'config'>) {
  return async function requireCustomerSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const customer = await checkCustomerSession(
      database.db,
      request.cookies[CUSTOMER_SESSION_COOKIE],
      config.customerSession,
    );
    if (customer) {
      request.customer = customer;
      return;
    }
    clearRefusedCustomerSession(request, reply, config.customerSession);
    throw new HttpError(401, NOT_SIGNED_IN);
  };
}

/** The signed-in shopper's id, or null, for routes open to guests too (placing an order). */
export async function signedInCustomerId(
  { database, config }: Pick<AppDeps, 'database' | 'config'>,
  request: FastifyRequest,
): Promise<number | null> {
  const token = request.cookies[CUSTOMER_SESSION_COOKIE];
  if (!token) return null;
  return (await checkCustomerSession(database.db, token, config.customerSession))?.id ?? null;
}

/** The customer requireCustomer admitted. */
export function customerOf(request: FastifyRequest): CustomerRow {
  if (!request.customer) throw new HttpError(401, NOT_SIGNED_IN);
  return request.customer;
}

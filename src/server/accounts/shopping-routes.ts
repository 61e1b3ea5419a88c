// The signed-in shopper's addresses, orders, cart and wishlist. Registered behind the
// session check (routes.ts); every query is scoped to the session's account, so another
// shopper's ids answer 404.
import { z } from 'zod';
import {
  AccountMessageSchema,
  AccountOrderDetailSchema,
  AccountOrderSchema,
  AddressInputSchema,
  BuyAgainSchema,
  CartBodySchema,
  IdParamsSchema,
  SavedAddressSchema,
  WishlistBodySchema,
} from '../../shared/schemas/account';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { parseWishlist } from '../../shared/wishlist';
import type { DomainDeps } from '../deps';
import { notFound } from '../http/errors';
import type { ZodApp } from '../http/types';
import { findCustomerOrder, listCustomerOrders } from '../orders/customer-orders';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses';
import { buyAgain, ORDER_NOT_FOUND } from './buy-again';
import { customerOf } from './guard';
import { readCart, readWishlist, writeCart, writeWishlist } from './saved-cart';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const CartAnswer = z.object({ items: z.array(z.unknown()) });

export async function shoppingRoutes(app: ZodApp, { database }: DomainDeps) {
  const db = database.db;
  const me = (request: Parameters<typeof customerOf>[0]) => customerOf(request).id;

  // ---------- Addresses ----------
  app.get('/addresses', { schema: { response: { 200: SavedAddressSchema.array(), ...errors } } }, async (request) =>
    listAddresses(db, me(request)),
  );
  app.post(
    '/addresses',
    { schema: { body: AddressInputSchema, response: { 201: SavedAddressSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await addAddress(db, me(request), request.body)),
  );
  app.put(
    '/addresses/:id',
    { schema: { params: IdParamsSchema, body: AddressInputSchema, response: { 200: SavedAddressSchema, ...errors } } },
    async (request) => updateAddress(db, me(request), request.params.id, request.body),
  );
  app.delete(
    '/addresses/:id',
    { schema: { params: IdParamsSchema, response: { 200: AccountMessageSchema, ...errors } } },
    async (request) => {
      await deleteAddress(db, me(request), request.params.id);
      return { message: 'Address deleted' };
    },
  );

  // ---------- Orders ----------
  app.get('/orders', { schema: { response: { 200: AccountOrderSchema.array(), ...errors } } }, async (request) =>
    listCustomerOrders(db, me(request)),
  );
  app.get(
    '/orders/:id',
    { schema: { params: IdParamsSchema, response: { 200: AccountOrderDetailSchema, ...errors } } },
    async (request) => {
      const order = await findCustomerOrder(db, me(request), request.params.id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    },
  );
  app.post(
    '/orders/:id/buy-again',
    { schema: { params: IdParamsSchema, response: { 200: BuyAgainSchema, ...errors } } },
    async (request) => buyAgain(db, me(request), request.params.id),
  );

  // ---------- Cart and wishlist ----------
  app.get('/cart', { schema: { response: { 200: CartAnswer, ...errors } } }, async (request) => ({
    items: await readCart(db, me(request)),
  }));
  app.put('/cart', { schema: { body: CartBodySchema, response: { 200: CartAnswer, ...errors } } }, async (request) => ({
    items: await writeCart(db, me(request), request.body.items, 'replace'),
  }));
  app.post(
    '/cart/merge',
    { schema: { body: CartBodySchema, response: { 200: CartAnswer, ...errors } } },
    async (request) => ({
      items: await writeCart(db, me(request), request.body.items, 'merge'),
    }),
  );

  app.get('/wishlist', { schema: { response: { 200: CartAnswer, ...errors } } }, async (request) => ({
    items: await readWishlist(db, me(request)),
  }));
  app.put(
    '/wishlist',
    { schema: { body: WishlistBodySchema, response: { 200: CartAnswer, ...errors } } },
    async (request) => ({
      items: await writeWishlist(db, me(request), parseWishlist(request.body.items)!, 'replace'),
    }),
  );
  app.post(
    '/wishlist/merge',
    { schema: { body: WishlistBodySchema, response: { 200: CartAnswer, ...errors } } },
    async (request) => ({
      items: await writeWishlist(db, me(request), parseWishlist(request.body.items)!, 'merge'),
    }),
  );
}

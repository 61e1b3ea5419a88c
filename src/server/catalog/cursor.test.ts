import { describe, expect, it } from 'vitest';
import { SORTS } from '../../shared/schemas/catalog';
import { HttpError } from '../http/errors';
import { cursorFor, decodeCursor, encodeCursor } from './cursor';

const row = {
  id: 7,
  featured: true,
  trending: false,
  name: 'Classic Polo',
  price: '29.00',
  createdKey: '2025-03-07T10:00:00.000007Z',
};

const invalidCursor = (after: string, sort: (typeof SORTS)[number]) => {
  try {
    decodeCursor(after, sort);
  } catch (error) {
    return error instanceof HttpError
      ? { status: error.statusCode, message: error.message, errors: error.errors }
      : error;
  }
  return 'accepted';
};

describe('keyset cursors', () => {
  it.each(SORTS)('round-trip the %s sort key and the id', (sort) => {
    const cursor = cursorFor(sort, row);
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded, sort)).toEqual(cursor);
  });

  it('carry only the sort key: name for name-asc, price for price sorts, microseconds for newest', () => {
    expect(cursorFor('name-asc', row)).toEqual({ sort: 'name-asc', name: 'Classic Polo', id: 7 });
    expect(cursorFor('price-desc', row)).toEqual({ sort: 'price-desc', price: '29.00', id: 7 });
    expect(cursorFor('newest', row)).toEqual({ sort: 'newest', createdAt: '2025-03-07T10:00:00.000007Z', id: 7 });
    expect(cursorFor('featured', row)).toEqual({ sort: 'featured', featured: true, trending: false, id: 7 });
  });

  const rejected = { status: 400, message: 'Invalid cursor', errors: [{ path: 'after', message: 'Invalid cursor' }] };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('refuse a cursor made for another sort', () => {
    expect(invalidCursor(encodeCursor(cursorFor('price-asc', row)), 'price-desc')).toEqual(rejected);
    expect(invalidCursor(encodeCursor(cursorFor('name-asc', row)), 'featured')).toEqual(rejected);
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor!', 'featured'],
    ['JSON that is not a cursor', encode({ hello: 'world' }), 'featured'],
    [
      'a price that is not a decimal',
      encode({ sort: 'price-asc', price: '1; drop table products', id: 1 }),
      'price-asc',
    ],
    ['a negative id', encode({ sort: 'name-asc', name: 'A', id: -1 }), 'name-asc'],
    ['extra keys', encode({ sort: 'name-asc', name: 'A', id: 1, offset: 5 }), 'name-asc'],
    ['a time that is not a time', encode({ sort: 'newest', createdAt: 'yesterday', id: 1 }), 'newest'],
  ] as const)('refuse %s', (_label, after, sort) => {
    expect(invalidCursor(after, sort)).toEqual(rejected);
  });
});

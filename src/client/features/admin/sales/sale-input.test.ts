// The server names a sale's fields as it stores them; the form shows each error on its own field, in its words.
import { describe, expect, it } from 'vitest';
import { readable, saleFieldOf } from './sale-input';

describe('a request path as the sale form field it names', () => {
  it.each([
    ['title', 'title'],
    ['percentOff', 'percentOff'],
    ['priceCents', 'salePrice'],
    ['productIds', 'productIds'],
    ['productIds.3', 'productIds'],
    ['collection', 'collection'],
    ['endsAt', 'endsAt'],
  ])('%s is %s', (path, field) => expect(saleFieldOf(path)).toBe(field));

  it('names no field for the whole body or one the form does not have', () => {
    expect(saleFieldOf('')).toBeNull();
    expect(saleFieldOf('state')).toBeNull();
    expect(saleFieldOf('constructor')).toBeNull();
  });
});

describe("the API's words in the form's", () => {
  it('says the fields as the form labels them', () => {
    expect(readable('percentOff must be 1 to 99')).toBe('The percentage off must be 1 to 99');
    expect(readable('priceCents must be 0 or more')).toBe('The sale price must be 0 or more');
    expect(readable('endsAt must be a date and time (ISO 8601)')).toBe('The end must be a date and time (ISO 8601)');
    expect(readable('title is required')).toBe('Title is required');
  });
});

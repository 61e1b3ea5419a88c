// The server names a discount's fields as it stores them; the form shows each error on its own field.
import { describe, expect, it } from 'vitest';
import { formFieldOf, readable } from './discount-errors';

describe('a request path as the discount form field it names', () => {
  it.each([
    ['title', 'title'],
    ['rule', 'kind'],
    ['rule.kind', 'kind'],
    ['rule.percent', 'percent'],
    ['rule.amountCents', 'amount'],
    ['minSubtotalCents', 'minSubtotal'],
    ['rule.items.tags.3', 'items.tags'],
    ['rule.countries.0', 'countries'],
    ['rule.buy.items.productIds.1', 'buy.items.productIds'],
    ['rule.get.percent', 'get.percent'],
    ['rule.tiers', 'tiers'],
    ['rule.tiers.2.minSubtotalCents', 'tiers.2.minSubtotal'],
  ])('%s is %s', (path, field) => expect(formFieldOf(path)).toBe(field));

  it('names no field for the whole body or a field the form does not show', () => {
    expect(formFieldOf('')).toBeNull();
    expect(formFieldOf('paused')).toBeNull();
    expect(formFieldOf('rule.buy')).toBeNull();
  });
});

describe("the API's words in the form's", () => {
  it('says the fields as the form labels them', () => {
    expect(readable('endsAt must be after startsAt')).toBe('The end must be after the start');
    expect(readable('minSubtotalCents must be at least 1 cent')).toBe('The amount to spend must be at least 1 cent');
    expect(readable('percent must be 1 to 100')).toBe('Percent must be 1 to 100');
  });
});

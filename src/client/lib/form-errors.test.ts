import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api';
import { fieldErrorMap, fieldErrorsOf, showFieldErrors } from './form-errors';

const refused = (status: number, errors: Array<{ path: string; message: string }>) =>
  new ApiRequestError(status, `${status}: refused`, { message: errors[0]?.message ?? 'Refused', errors });

describe('server field errors on a form', () => {
  it("puts each error on the form field its path names, with the server's message", () => {
    const error = refused(400, [
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'body.subject', message: 'Subject is required' },
    ]);
    expect(fieldErrorsOf(error, { fields: ['name', 'email', 'subject'] })).toEqual([
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'subject', message: 'Subject is required' },
    ]);
  });

  it("leaves out paths that are not the form's fields", () => {
    const error = refused(400, [
      { path: 'items.0.variantId', message: 'Unknown product variant' },
      { path: 'email', message: 'Taken' },
    ]);
    expect(fieldErrorsOf(error, { fields: ['email'] })).toEqual([{ field: 'email', message: 'Taken' }]);
  });

  it('reads fields under a part of the body by its prefix, and only those', () => {
    const error = refused(400, [
      { path: 'customer.zipCode', message: 'ZIP code is required' },
      { path: 'giftCardCode', message: 'Gift card not found' },
    ]);
    expect(fieldErrorsOf(error, { prefix: 'customer.' })).toEqual([
      { field: 'zipCode', message: 'ZIP code is required' },
    ]);
  });

  it('keeps nested paths whole under the field they belong to', () => {
    const error = refused(409, [
      { path: 'variants.1.sku', message: 'SKU is taken' },
      { path: 'handle', message: 'Handle is taken' },
    ]);
    expect(fieldErrorsOf(error, { fields: ['handle', 'variants'] })).toEqual([
      { field: 'variants.1.sku', message: 'SKU is taken' },
      { field: 'handle', message: 'Handle is taken' },
    ]);
  });

  it('finds nothing in a failure without field errors', () => {
    expect(
      fieldErrorsOf(
        new ApiRequestError(500, '500: down', { message: 'Something went wrong on our side. Please try again.' }),
      ),
    ).toEqual([]);
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual([]);
  });

  it('gives the first message for each field as a map', () => {
    const error = refused(400, [
      { path: 'amount', message: 'Amount must be at least $10' },
      { path: 'amount', message: 'Amount is not a number' },
    ]);
    expect(fieldErrorMap(error, ['amount', 'message'])).toEqual({ amount: 'Amount must be at least $10' });
  });

  it('sets them on a react-hook-form form and says whether it showed any', () => {
    const setError = vi.fn();
    expect(
      showFieldErrors(refused(409, [{ path: 'username', message: 'That username is taken' }]), setError, {
        fields: ['username'],
      }),
    ).toBe(true);
    expect(setError).toHaveBeenCalledWith('username', { type: 'server', message: 'That username is taken' });
    expect(showFieldErrors(refused(429, []), setError)).toBe(false);
  });
});

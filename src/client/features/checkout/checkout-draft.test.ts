import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCheckoutDraft, KEPT_FOR_MS, keepCheckoutDraft, readCheckoutDraft } from './checkout-draft';
import { GRACE_DRAFT } from '../../test/checkout';

const KEY = 'tj-checkout-draft';
const SAVED_AT = Date.UTC(2026, 10, 29, 12, 0);

const DRAFT = GRACE_DRAFT;

beforeEach(() => window.sessionStorage.clear());

describe('the checkout draft', () => {
  it('gives back what was kept, in this tab only', () => {
    keepCheckoutDraft(DRAFT, SAVED_AT);
    expect(readCheckoutDraft(SAVED_AT + 60_000)).toEqual(DRAFT);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is forgotten on request', () => {
    keepCheckoutDraft(DRAFT, SAVED_AT);
    forgetCheckoutDraft();
    expect(readCheckoutDraft(SAVED_AT)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is still there for the whole time it is kept, and removed once read after it', () => {
    keepCheckoutDraft(DRAFT, SAVED_AT);
    expect(readCheckoutDraft(SAVED_AT + KEPT_FOR_MS)).toEqual(DRAFT);
    expect(readCheckoutDraft(SAVED_AT + KEPT_FOR_MS + 1)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is not read when it claims to be saved in the future (a clock put back), and is removed', () => {
    keepCheckoutDraft(DRAFT, SAVED_AT);
    expect(readCheckoutDraft(SAVED_AT - 1)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not a draft', '"hello"'],
    [
      'an invalid email',
      JSON.stringify({ ...DRAFT, customer: { ...DRAFT.customer, email: 'not-an-email' }, savedAt: SAVED_AT }),
    ],
    ['an unknown shipping method', JSON.stringify({ ...DRAFT, shippingMethod: 'overnight', savedAt: SAVED_AT })],
    ['no time it was saved', JSON.stringify(DRAFT)],
  ])('removes a stored value that is %s', (_, stored) => {
    window.sessionStorage.setItem(KEY, stored);
    expect(readCheckoutDraft(SAVED_AT)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a draft without a gift card', () => {
    keepCheckoutDraft({ ...DRAFT, giftCard: null }, SAVED_AT);
    expect(readCheckoutDraft(SAVED_AT)?.giftCard).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { OptionalPhoneSchema, PHONE_MESSAGE } from './fields';

describe('phone numbers', () => {
  it('takes numbers as people write them, and none at all', () => {
    for (const phone of [
      '',
      '  ',
      '(479) 555-0123',
      '+44 20 7946 0958',
      '479.555.0123',
      '4795550123',
      '+1-479-555-0123 x12',
      '479 555 0123 ext. 7',
    ]) {
      expect(OptionalPhoneSchema.safeParse(phone).success, phone).toBe(true);
    }
  });

  it('refuses words, too few or too many digits, and letters inside', () => {
    for (const phone of [
      'not a phone',
      '12345',
      '1234567890123456',
      '555-CALL-NOW',
      '+1 (479) 555-0123 x',
      '479-555-0123 ext 1234567',
      '<script>',
    ]) {
      const result = OptionalPhoneSchema.safeParse(phone);
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    }
  });
});

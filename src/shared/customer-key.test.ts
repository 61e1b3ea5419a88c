import { describe, expect, it } from 'vitest';
import { customerKeyOf } from './customer-key';

describe('customerKeyOf', () => {
  it('gives a Gmail address written with dots or a +tag the key of the plain address', () => {
    expect(customerKeyOf('a.b+x@gmail.com')).toBe(customerKeyOf('ab@gmail.com'));
    expect(customerKeyOf('A.B+Promo@GMail.com')).toBe('ab@gmail.com');
    expect(customerKeyOf('a.b@googlemail.com')).toBe('ab@gmail.com');
  });

  it('drops a +tag elsewhere but keeps the dots, which other mailboxes tell apart', () => {
    expect(customerKeyOf('Jane.Doe+shop@Example.com')).toBe('jane.doe@example.com');
    expect(customerKeyOf('jane.doe@example.com')).not.toBe(customerKeyOf('janedoe@example.com'));
  });

  it('keeps a name that is only a tag, and trims spaces', () => {
    expect(customerKeyOf(' +x@example.com ')).toBe('+x@example.com');
    expect(customerKeyOf('plain@example.com')).toBe('plain@example.com');
  });
});

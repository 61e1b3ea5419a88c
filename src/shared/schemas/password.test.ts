import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, passwordStrength } from './password';

describe('the password hint', () => {
  // None of these is on the common-password list the server installs (a test file run before
  // this one in the same worker may have installed it): the server's tests cover that list.
  it('says too short under 8, weak for runs and repeats, strong from 15', () => {
    expect(passwordStrength('abc').label).toBe('Too short');
    expect(passwordStrength('abcdefghi').label).toBe('Weak');
    expect(passwordStrength('aaaaaaaaaaaa').label).toBe('Weak');
    expect(passwordStrength('plum-river').label).toBe('Weak');
    expect(passwordStrength('plum-river-9').label).toBe('Fair');
    expect(passwordStrength('plum river lantern').label).toBe('Strong');
  });

  it('asks for 8 to 256 characters and no particular kinds of character', () => {
    expect(NewPasswordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(NewPasswordSchema.safeParse('abcdefg').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters',
    );
    expect(NewPasswordSchema.safeParse('a'.repeat(256)).success).toBe(true);
  });
});

// The hint under a new-password field: the rules (8 or more, 15 recommended) and, as the
// person types, how strong the password looks. The server still checks the list of common
// passwords and answers with the field's error.
import { passwordStrength } from '../../shared/schemas/password';
import { cx } from '../lib/cx';

const TONES = ['text-red-700', 'text-amber-700', 'text-gray-700', 'text-green-700'] as const;

export function PasswordHint({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <span>
      {strength.label ? (
        <span className={cx('font-medium', TONES[strength.level])}>Strength: {strength.label}. </span>
      ) : null}
      {strength.advice} Any characters; at least 8, 15 or more recommended.
    </span>
  );
}

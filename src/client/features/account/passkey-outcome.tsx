// What a passkey prompt that ended without a passkey says: the shopper closing the prompt
// (or a device that already has one) calmly, as a status; anything else as a failure.
import { useState } from 'react';
import { errorMessage } from './api';
import { FormFailure } from './parts';
import { passkeyAlreadyRegistered, passkeyPromptDismissed } from './webauthn';

type Outcome = { text: string; calm: boolean };

export interface PasskeyWords {
  dismissed: string;
  /** Only adding a passkey can meet one already there. */
  alreadyRegistered?: string;
  /** Said when the server gives no message of its own. */
  failed: string;
}

export function usePasskeyOutcome(words: PasskeyWords) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const clear = () => setOutcome(null);
  const fail = (error: unknown) =>
    setOutcome(
      passkeyPromptDismissed(error)
        ? { text: words.dismissed, calm: true }
        : words.alreadyRegistered && passkeyAlreadyRegistered(error)
          ? { text: words.alreadyRegistered, calm: true }
          : { text: errorMessage(error, words.failed), calm: false },
    );
  return { outcome, clear, fail };
}

export function PasskeyOutcome({ outcome }: { outcome: Outcome | null }) {
  return outcome?.calm ? (
    <p role="status" className="text-sm text-gray-700">
      {outcome.text}
    </p>
  ) : (
    <FormFailure message={outcome?.text ?? null} />
  );
}

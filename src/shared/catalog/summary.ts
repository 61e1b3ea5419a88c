// A description's opening, for places with room for a few lines (the quick view): whole
// sentences up to a length, never a cut mid-word or mid-line.

export interface Summary {
  text: string;
  /** Whether the description goes on past it. */
  more: boolean;
}

export function summarize(description: string, maxLength = 220): Summary {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return { text, more: false };
  const sentences = text.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? [text];
  let taken = '';
  for (const sentence of sentences) {
    if ((taken + sentence).trimEnd().length > maxLength) break;
    taken += sentence;
  }
  if (taken.trim()) return { text: taken.trim(), more: true };
  // One long first sentence: up to the last whole word that fits.
  const words = text.slice(0, maxLength + 1).replace(/\s+\S*$/, '');
  return { text: `${words.replace(/[,;:\s]+$/, '')}…`, more: true };
}

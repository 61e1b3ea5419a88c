// The typeahead's answers (GET /api/products/suggest), without the query cache: the header
// asks for them on every page, and the home page's first load carries no TanStack Query
// (lib/query-scope.tsx). Answers are remembered for the visit, a few dozen at most. A failed
// request reads as no suggestions: typing must never show an error.
import { useEffect, useState } from 'react';
import type { Suggestions } from '../../shared/schemas/search';
import { apiRequest } from './api';

export const NO_SUGGESTIONS: Suggestions = { products: [], categories: [], didYouMean: null };

/** Typing pause before asking: fewer requests, and the answer for a word rather than each letter. */
const TYPING_PAUSE_MS = 200;
const REMEMBERED = 50;
const answers = new Map<string, Suggestions>();

function remember(q: string, answer: Suggestions): void {
  answers.delete(q);
  answers.set(q, answer);
  if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value as string);
}

async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestions> {
  try {
    return await apiRequest<Suggestions>(`/api/products/suggest?q=${encodeURIComponent(q)}`, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return NO_SUGGESTIONS;
  }
}

/**
 * The suggestions for `text` once typing pauses; while the next answer is on its way the
 * last one stays, so the list does not flicker. None for blank text.
 */
export function useSuggestions(text: string, { pauseMs = TYPING_PAUSE_MS } = {}): Suggestions {
  const q = text.trim();
  const [answer, setAnswer] = useState<{ q: string; suggestions: Suggestions }>({ q: '', suggestions: NO_SUGGESTIONS });
  useEffect(() => {
    if (!q || answers.has(q)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSuggestions(q, controller.signal).then(
        (suggestions) => {
          remember(q, suggestions);
          setAnswer({ q, suggestions });
        },
        () => undefined,
      );
    }, pauseMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, pauseMs]);
  if (!q) return NO_SUGGESTIONS;
  return answers.get(q) ?? answer.suggestions;
}

// Chromium preloads its address bar's popups, two WebUI pages, in a renderer of their own for
// every window it opens, and each browser test opens one: headless, no one sees them, and they
// cost the browser stage about a fifth of its CPU. Turning the two features off needs a
// --disable-features switch, and Chromium reads only the last one given, which would drop the
// list Playwright passes for its own sake (HTTP kept HTTP, no third-party storage partitioning,
// no paint holding...). So ours repeats Playwright's list, read from the Playwright installed;
// should a later Playwright keep it elsewhere, the popups stay on and nothing else changes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const UNSEEN_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

function playwrightDisabledFeatures(): string[] | null {
  try {
    const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
    const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
    const names = list?.replace(/\/\/.*$/gm, '').match(/"[A-Za-z0-9]+"/g);
    return names?.length ? names.map((name) => name.slice(1, -1)) : null;
  } catch {
    return null;
  }
}

/** The switch to add to Chromium's arguments, or none. */
export function withoutUnseenPopups(): string[] {
  const theirs = playwrightDisabledFeatures();
  return theirs ? [`--disable-features=${[...theirs, ...UNSEEN_POPUPS].join(',')}`] : [];
}

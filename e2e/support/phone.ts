// A phone's connection and CPU, as Lighthouse's mobile profile has them (150 ms round trips,
// 1.6 Mbit/s down, a CPU four times slower), with the page's scripts held back until the test
// releases them: a tap made before `release` always comes before the page's code.
import type { BrowserContext, Page } from '@playwright/test';
import { markSplashSeen } from '../fixtures';

/**
 * How long a phone page may take to come alive once its scripts are released. On a quiet
 * machine the code takes over /shop about 10 s after the release under this throttling; on a
 * loaded two-core machine running two browsers it took up to 90 s.
 */
export const PHONE_CODE_WAIT_MS = 150_000;

/** A test that waits for a phone page's code, with room for a page or two after it. */
export const PHONE_TEST_TIMEOUT_MS = 2 * PHONE_CODE_WAIT_MS;

/** Open it with goto(url, { waitUntil: 'commit' }) to act as soon as controls show. */
export async function phonePage(context: BrowserContext): Promise<{ page: Page; release: () => void }> {
  await markSplashSeen(context);
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, release };
}

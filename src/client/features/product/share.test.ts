import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

function stubNavigator(share: unknown, writeText = vi.fn().mockResolvedValue(undefined)) {
  vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
  return writeText;
}

afterEach(() => vi.unstubAllGlobals());

describe('share a product', () => {
  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = stubNavigator(share);
    expect(await shareLink('https://store.example/product/tee', 'Tee')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Tee', url: 'https://store.example/product/tee' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the shopper dismisses the sheet', async () => {
    const writeText = stubNavigator(vi.fn().mockRejectedValue(new DOMException('no', 'AbortError')));
    expect(await shareLink('u', 't')).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet', async () => {
    const writeText = stubNavigator(undefined);
    expect(await shareLink('https://store.example/product/tee', 'Tee')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://store.example/product/tee');
  });

  it('reports when neither works', async () => {
    stubNavigator(undefined, vi.fn().mockRejectedValue(new Error('denied')));
    expect(await shareLink('u', 't')).toBe('failed');
  });
});

import { describe, expect, it } from 'vitest';
import { clampView, MAX_ZOOM, panToward, pinch } from './zoom';

const area = { width: 400, height: 500 };

describe('the zoomed picture', () => {
  it('shows the part under the pointer: top left corner, centre, bottom right corner', () => {
    const view = { scale: 2, x: 0, y: 0 };
    expect(panToward(view, 0, 0, area)).toEqual({ scale: 2, x: 200, y: 250 });
    expect(panToward(view, 0.5, 0.5, area)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(panToward(view, 1, 1, area)).toEqual({ scale: 2, x: -200, y: -250 });
  });

  it('never moves past the picture edge, and a picture at full size stays centred', () => {
    expect(clampView({ scale: 2, x: 900, y: -900 }, area)).toEqual({ scale: 2, x: 200, y: -250 });
    expect(clampView({ scale: 1, x: 40, y: 40 }, area)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('pinching apart magnifies up to the limit, pinching together goes back to full size', () => {
    expect(pinch({ scale: 2, x: 10, y: 0 }, 1.5, { x: 0, y: 0 })).toEqual({ scale: 3, x: 15, y: 0 });
    expect(pinch({ scale: 2, x: 0, y: 0 }, 10, { x: 0, y: 0 }).scale).toBe(MAX_ZOOM);
    expect(clampView(pinch({ scale: 2, x: 100, y: 100 }, 0.2, { x: 0, y: 0 }), area)).toEqual({ scale: 1, x: 0, y: 0 });
  });
});

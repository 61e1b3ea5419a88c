// The zoomed product picture's view: how much it is magnified and how far it is moved,
// kept so the picture always covers the area it is shown in.

export interface ZoomView {
  scale: number;
  /** Offset of the picture's centre from the area's centre, in CSS pixels. */
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The picture opens magnified: the shopper asked to look closer. */
export const OPEN_ZOOM = 2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Within the zoom range, and moved no further than the magnified picture's edges allow. */
export function clampView(view: ZoomView, area: { width: number; height: number }): ZoomView {
  const scale = clamp(view.scale, MIN_ZOOM, MAX_ZOOM);
  const maxX = (area.width * (scale - 1)) / 2;
  const maxY = (area.height * (scale - 1)) / 2;
  return { scale, x: clamp(view.x, -maxX, maxX) || 0, y: clamp(view.y, -maxY, maxY) || 0 };
}

/** Brings the part under the pointer into view: fx, fy are its place in the area, 0 to 1. */
export function panToward(view: ZoomView, fx: number, fy: number, area: { width: number; height: number }): ZoomView {
  return clampView(
    {
      scale: view.scale,
      x: (0.5 - fx) * area.width * (view.scale - 1),
      y: (0.5 - fy) * area.height * (view.scale - 1),
    },
    area,
  );
}

/** Two fingers moved apart by `ratio` and their midpoint by `shift` since the pinch began. */
export function pinch(start: ZoomView, ratio: number, shift: { x: number; y: number }): ZoomView {
  const scale = clamp(start.scale * ratio, MIN_ZOOM, MAX_ZOOM);
  const grown = scale / start.scale;
  return { scale, x: start.x * grown + shift.x, y: start.y * grown + shift.y };
}

// The product picture, full screen and magnified. A mouse pans by moving over it; on touch,
// one finger drags and two pinch (the area takes every gesture itself: touch-action none);
// the keyboard pans with the arrow keys and zooms with + and -. Loaded on first open, so
// Radix Dialog (focus trap, Escape) stays out of the page's first load.
import * as RadixDialog from '@radix-ui/react-dialog';
import { Minus, Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ProductPicture, type PictureImage } from '../../components/ProductPicture';
import { clampView, MAX_ZOOM, MIN_ZOOM, OPEN_ZOOM, panToward, pinch, type ZoomView } from './zoom';

const ZOOM_STEP = 0.5;
const KEY_PAN = 0.1;
const controlClasses =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-gray-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40';

export default function ImageZoom({
  picture,
  name,
  onClose,
}: {
  picture: PictureImage;
  name: string;
  onClose: () => void;
}) {
  const [view, setView] = useState<ZoomView>({ scale: OPEN_ZOOM, x: 0, y: 0 });
  const area = useRef<HTMLDivElement>(null);
  // Fingers on the picture, by pointer id, and where a pinch or drag started.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ view: ZoomView; distance: number; x: number; y: number } | null>(null);

  const size = () => {
    const box = area.current?.getBoundingClientRect();
    return { width: box?.width ?? 1, height: box?.height ?? 1, left: box?.left ?? 0, top: box?.top ?? 0 };
  };
  const update = (next: ZoomView) => setView(clampView(next, size()));
  const zoomBy = (delta: number) => update({ ...view, scale: view.scale + delta });

  function startGesture() {
    const points = [...pointers.current.values()];
    const [a, b] = points;
    if (!a) {
      gesture.current = null;
      return;
    }
    gesture.current = {
      view,
      distance: b ? Math.hypot(b.x - a.x, b.y - a.y) : 0,
      x: b ? (a.x + b.x) / 2 : a.x,
      y: b ? (a.y + b.y) / 2 : a.y,
    };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // Touch and pen pointers stay with the element they went down on (implicit capture).
    if (event.pointerType === 'mouse') return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    startGesture();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = size();
    if (event.pointerType === 'mouse') {
      update(panToward(view, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height, box));
      return;
    }
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = gesture.current;
    const [a, b] = [...pointers.current.values()];
    if (!start || !a) return;
    if (b && start.distance > 0) {
      update(
        pinch(start.view, Math.hypot(b.x - a.x, b.y - a.y) / start.distance, {
          x: (a.x + b.x) / 2 - start.x,
          y: (a.y + b.y) / 2 - start.y,
        }),
      );
    } else {
      update({ ...start.view, x: start.view.x + a.x - start.x, y: start.view.y + a.y - start.y });
    }
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.delete(event.pointerId)) return;
    startGesture();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const box = size();
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [1, 0],
      ArrowRight: [-1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const move = moves[event.key];
    if (move)
      update({ ...view, x: view.x + move[0] * box.width * KEY_PAN, y: view.y + move[1] * box.height * KEY_PAN });
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(-ZOOM_STEP);
    else return;
    event.preventDefault();
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/85" />
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex flex-col focus:outline-none"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            area.current?.focus();
          }}
        >
          {/* An opaque bar above the picture: the overlay lets the page show through, behind the title. */}
          <header className="relative z-10 flex items-center justify-between gap-4 bg-black px-4 py-3 text-white">
            <RadixDialog.Title className="truncate text-lg font-semibold">{name}</RadixDialog.Title>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={controlClasses}
                onClick={() => zoomBy(-ZOOM_STEP)}
                disabled={view.scale <= MIN_ZOOM}
                aria-label="Zoom out"
              >
                <Minus className="h-5 w-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={controlClasses}
                onClick={() => zoomBy(ZOOM_STEP)}
                disabled={view.scale >= MAX_ZOOM}
                aria-label="Zoom in"
              >
                <Plus className="h-5 w-5" aria-hidden="true" />
              </button>
              <RadixDialog.Close className={controlClasses} aria-label="Close zoom">
                <X className="h-5 w-5" aria-hidden="true" />
              </RadixDialog.Close>
            </div>
          </header>
          <div
            ref={area}
            tabIndex={0}
            role="group"
            aria-roledescription="zoomed image"
            aria-label={`${name}, zoomed ${Math.round(view.scale * 100)}%. Move the pointer or use the arrow keys to look around; pinch or press + and - to zoom.`}
            data-zoom={view.scale.toFixed(2)}
            className="relative flex-1 cursor-move touch-none select-none overflow-hidden focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            onDoubleClick={() =>
              update(view.scale > MIN_ZOOM ? { scale: MIN_ZOOM, x: 0, y: 0 } : { ...view, scale: OPEN_ZOOM })
            }
            onKeyDown={onKeyDown}
          >
            <ProductPicture
              image={picture}
              sizes="100vw"
              drawingSize={{ width: 800, height: 1000 }}
              alt={name}
              draggable={false}
              className="absolute inset-0 m-auto h-full w-full object-contain"
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

// The floating live-chat button, on every storefront page (the app shell loads it on the
// shopper's first use of the page, app/Layout.tsx). The panel's code, with its query scope, loads the first time it is
// opened (fetched early when the pointer or focus reaches the button); after that the panel stays mounted (hidden when
// closed) so the conversation and a half-typed message survive, across pages too.
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../lib/cx';
import { withQueries } from '../../lib/with-queries';
import { CHAT_BUTTON_PLACE, CHAT_BUTTON_SIZE } from './chat-button-place';

const LiveChat = lazy(withQueries(() => import('./LiveChat')));
const prefetchPanel = () => void import('./LiveChat');

export function LiveChatLauncher() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div onKeyDown={onKeyDown} className={cx(CHAT_BUTTON_PLACE, 'z-40 flex flex-col items-end gap-3')}>
      {loaded ? (
        <Suspense
          fallback={
            <div className="rounded-xl bg-white p-4 shadow-xl" role="status">
              <Spinner className="h-5 w-5 text-brand-700" />
              <span className="sr-only">Loading chat</span>
            </div>
          }
        >
          <LiveChat id={panelId} open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={loaded ? panelId : undefined}
        aria-label={open ? 'Close live chat' : 'Open live chat'}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
        className={cx(
          CHAT_BUTTON_SIZE,
          'flex items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        )}
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <MessageCircle aria-hidden="true" className="h-6 w-6" />}
      </button>
    </div>
  );
}

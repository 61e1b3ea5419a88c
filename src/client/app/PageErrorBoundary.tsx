// What shows when a page cannot be: its code failed to load, or it failed while rendering.
// Code fails to load mostly after the store was updated while the page was open (the old
// files are gone): the page then reloads itself once, which brings the new code. A second
// failure within a minute, or any other error, shows a message with a way out instead of a
// blank screen. This lives in the entry: it must not depend on code that could fail to load.
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { buttonClasses } from '../components/ui/button';
import { announceLive } from '../lib/live';
import { PageFallback } from './PageFallback';

/** Session storage: when the page last reloaded itself for code that failed to load. */
export const RELOADED_FOR_CODE_KEY = 'tj-reloaded-for-code';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** A dynamic import (or its preload) that failed, as Chromium, Firefox, Safari and Vite word it. */
function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error && /dynamically imported module|module script failed|unable to preload/i.test(error.message)
  );
}

const reloadPage = () => window.location.reload();

/** Whether the page may reload itself for code now: not within a minute of the last time. */
function mayReloadForCode(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_FOR_CODE_KEY));
    return !(last && Date.now() - last < RELOAD_AGAIN_AFTER_MS);
  } catch {
    // Without storage a reload could repeat for ever: show the message instead.
    return false;
  }
}

/** Notes the time of this reload, so a second failure within a minute explains instead; false if it cannot. */
function noteReloadForCode(): boolean {
  try {
    sessionStorage.setItem(RELOADED_FOR_CODE_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

function PageError({ codeFailed }: { codeFailed: boolean }) {
  // The page's code is running, if not the page: the buttons here and around are live.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    announceLive();
  }, []);
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold text-gray-900 sm:text-4xl">This page could not be shown</h1>
      <p className="mt-3 text-gray-600">
        {codeFailed
          ? 'Part of it did not load: the connection may have dropped, or the store was updated since you opened it.'
          : 'Something went wrong on our side.'}{' '}
        Reloading the page usually fixes it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary', 'lg')} onClick={reloadPage}>
          Reload the page
        </button>
        {/* A full load, so the home page comes with fresh code. */}
        <a href="/" className={buttonClasses('outline', 'lg')}>
          Back to Home
        </a>
      </div>
    </section>
  );
}

interface Props {
  /** A new value (the shopper went to another page) clears a shown error. */
  resetKey: string;
  children: ReactNode;
  /** Instead of reloading the page (tests). */
  reload?: () => void;
}

/** While the page reloads itself, it shows as loading: the message is for when that did not help. */
type State = { failed: false } | { failed: true; codeFailed: boolean; reloading: boolean };

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    const codeFailed = isCodeLoadError(error);
    return { failed: true, codeFailed, reloading: codeFailed && mayReloadForCode() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.state.failed && this.state.reloading) {
      if (noteReloadForCode()) {
        (this.props.reload ?? reloadPage)();
        return;
      }
      this.setState({ failed: true, codeFailed: true, reloading: false });
    }
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? <PageFallback /> : <PageError codeFailed={this.state.codeFailed} />;
  }
}

/** The boundary for what is inside it, cleared when the shopper goes to another page. */
export function ShownOrExplained({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <PageErrorBoundary resetKey={location}>{children}</PageErrorBoundary>;
}

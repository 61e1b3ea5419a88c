// The head's tap keeper (shared/page-render.ts) against React's own hydration: what a shopper
// did to a server-drawn page before its code ran reaches the page's state once it is live,
// once, and in the order it was done.
import { act, useState, type FormEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HEAD_SCRIPT, LIVE_EVENT, TAP_PENDING_ATTRIBUTE } from '../../shared/page-render';

function Form() {
  const [email, setEmail] = useState('');
  const [size, setSize] = useState('S');
  const [ticked, setTicked] = useState(false);
  const [adds, setAdds] = useState(0);
  const [sent, setSent] = useState<string[]>([]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent((before) => [...before, email]);
  };
  return (
    <form onSubmit={send}>
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <select aria-label="Size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option value="S">S</option>
        <option value="M">M</option>
      </select>
      <label>
        <input type="checkbox" checked={ticked} onChange={() => setTicked((t) => !t)} /> In stock only
      </label>
      <button type="button" onClick={() => setAdds((n) => n + 1)}>
        Add
      </button>
      <button type="submit">Send</button>
      <output>{`email=${email} size=${size} ticked=${ticked} adds=${adds} sent=${sent.join('|')}`}</output>
    </form>
  );
}

let root: Root | undefined;
const container = () => document.getElementById('root')!;
const shown = () => container().querySelector('output')!.textContent;
const control = <T extends Element>(selector: string) => container().querySelector<T>(selector)!;

/** The page's markup as the server draws it (drawn here: the same elements, with no state yet). */
function markup(): string {
  const scratch = document.createElement('div');
  const drawing = createRoot(scratch);
  act(() => drawing.render(<Form />));
  const html = scratch.innerHTML;
  act(() => drawing.unmount());
  return html;
}

/** The page as the server drew it, not yet live. */
function serverPage() {
  document.documentElement.removeAttribute('data-ready');
  document.body.innerHTML = `<div id="root">${markup()}</div>`;
}

/** The code runs: React takes the page over, and the page says it is live. */
async function comeAlive() {
  await act(async () => {
    root = hydrateRoot(container(), <Form />);
  });
  await announceLive();
}

/** The page says it is live, and each kept tap is carried out, in a task of its own. */
async function announceLive() {
  document.documentElement.setAttribute('data-ready', '');
  await act(async () => {
    document.dispatchEvent(new Event(LIVE_EVENT));
    for (let i = 0; i < 8; i++) await new Promise((resolve) => setTimeout(resolve));
  });
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeAll(() => {
  // The browser runs it from the page's head, before anything is on screen.
  new Function(HEAD_SCRIPT)();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('before the page is live', () => {
  it('keeps typed text, a chosen option, a ticked box and a tap, and carries each out once the page is live', async () => {
    serverPage();
    type(control('input[aria-label=Email]'), 'ada@example.com');
    const size = control<HTMLSelectElement>('select');
    size.value = 'M';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    control<HTMLInputElement>('input[type=checkbox]').click();
    const add = [...container().querySelectorAll('button')].find((b) => b.textContent === 'Add')!;
    add.click();
    add.click();
    expect(add.hasAttribute(TAP_PENDING_ATTRIBUTE), 'the button shows the tap was taken').toBe(true);
    expect(shown()).toBe('email= size=S ticked=false adds=0 sent=');

    await comeAlive();
    expect(shown()).toBe('email=ada@example.com size=M ticked=true adds=2 sent=');
    expect(add.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);
    expect(control<HTMLInputElement>('input[type=checkbox]').checked).toBe(true);

    // Nothing is carried out a second time when something else comes alive later.
    await act(async () => {
      document.dispatchEvent(new Event(LIVE_EVENT));
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(shown()).toBe('email=ada@example.com size=M ticked=true adds=2 sent=');
  });

  it('sends a form with what was typed into it before it was sent', async () => {
    serverPage();
    type(control('input[aria-label=Email]'), 'grace@example.com');
    control<HTMLFormElement>('form').requestSubmit();
    await comeAlive();
    expect(shown()).toBe('email=grace@example.com size=S ticked=false adds=0 sent=grace@example.com');
  });

  it('carries out typed text, a chosen option, a ticked box and a tap on a page drawn anew rather than taken over', async () => {
    serverPage();
    type(control('input[aria-label=Email]'), 'lin@example.com');
    const size = control<HTMLSelectElement>('select');
    size.value = 'M';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    control<HTMLInputElement>('input[type=checkbox]').click();
    [...container().querySelectorAll('button')].find((b) => b.textContent === 'Add')!.click();
    const drawn = control('form');
    // The code could not take the server's drawing over (it differed), so it draws the page anew.
    await act(async () => {
      container().replaceChildren();
      root = createRoot(container());
      root.render(<Form />);
    });
    expect(control('form')).not.toBe(drawn);
    await announceLive();
    expect(shown()).toBe('email=lin@example.com size=M ticked=true adds=1 sent=');
  });

  it('leaves a box ticked and unticked again as the server drew it', async () => {
    serverPage();
    const box = control<HTMLInputElement>('input[type=checkbox]');
    box.click();
    box.click();
    await comeAlive();
    expect(shown()).toContain('ticked=false');
    expect(box.checked).toBe(false);
  });
});

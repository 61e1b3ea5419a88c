// The hosted payment page at a session's `url`: plain HTML forms, no script, so a browser
// test can click through it. "Pay" pays by card (settled at once), "Bank transfer" by a
// bank debit that settles later, "Cancel" returns to `cancel_url` leaving the session open.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatMoney, type Ledger } from './ledger';

export const PAGE_PATH = '/c/pay/';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main>${body}</main></body></html>`,
  );
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

const CLOSED: Record<string, string> = {
  complete: 'This payment is complete.',
  expired: 'This checkout session has expired.',
};

export function serveHostedPage(ledger: Ledger, req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
  const id = decodeURIComponent((req.url ?? '').slice(PAGE_PATH.length).split(/[?#]/)[0] ?? '');
  const session = ledger.sessions.get(id);
  if (!session) return page(res, 404, 'Not found', '<h1>This checkout session does not exist.</h1>');
  const currency = session.currency ?? 'usd';
  if (session.status !== 'open') {
    return page(
      res,
      req.method === 'POST' ? 409 : 200,
      'Checkout',
      `<h1>${CLOSED[session.status ?? ''] ?? 'This checkout session is closed.'}</h1>`,
    );
  }
  if (req.method === 'POST') {
    const choice = form.get('choice');
    if (choice === 'cancel') {
      if (session.cancel_url) return redirect(res, session.cancel_url);
    } else if (choice === 'card' || choice === 'us_bank_account') {
      ledger.pay(id, { method: choice });
      if (!session.success_url) return page(res, 200, 'Thanks', '<h1>Thanks for your payment.</h1>');
      return redirect(res, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', id));
    }
  }
  const lines = ledger
    .lineItems(id)
    .map(
      (item) =>
        `<li>${escape(item.name)} × ${item.quantity} — ${formatMoney(item.unitAmount * item.quantity, currency)}</li>`,
    )
    .join('');
  return page(
    res,
    200,
    'Checkout',
    `<h1>Pay ${formatMoney(session.amount_total ?? 0, currency)}</h1><p>Test mode</p><ul>${lines}</ul>` +
      `<form method="post" action="${PAGE_PATH}${encodeURIComponent(id)}">` +
      `<button type="submit" name="choice" value="card">Pay</button> ` +
      `<button type="submit" name="choice" value="us_bank_account">Bank transfer</button> ` +
      `<button type="submit" name="choice" value="cancel">Cancel</button></form>`,
  );
}

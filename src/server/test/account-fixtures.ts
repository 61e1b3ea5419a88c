// What the account tests share: asking for an emailed code, reading it from the mail the SMTP
// server on loopback received, as the shopper reads their inbox (the outbox keeps no code),
// and signing in with it from one "browser" (its cookies). Their apps are made with `smtp: true`.
import type { App } from '../app';
import { CUSTOMER_SESSION_COOKIE } from '../accounts/sessions';
import type { ReceivedMail } from './smtp';

export const CODE_COOKIE = 'tj_code_attempt';

let lastAddress = 0;
/** Each call a new client address, so per-address limits stay out of the way unless a test wants them. */
export const freshAddress = () => `10.9.${(++lastAddress >> 8) & 255}.${lastAddress & 255}`;

/** The code in the newest email `email` received (the code is in its mailbox once the request has answered). */
export function latestCode(mailbox: readonly ReceivedMail[], email: string): string {
  const mail = mailbox.findLast((received) => received.to.includes(email));
  const code = /Your code is (\d{6})/.exec(mail?.raw ?? '')?.[1];
  if (!code) throw new Error(`No code was emailed to ${email}`);
  return code;
}

export async function askForCode(app: App, email: string, remoteAddress = freshAddress()) {
  const res = await app.inject({ method: 'POST', url: '/api/account/code', payload: { email }, remoteAddress });
  return { res, attempt: res.cookies.find((c) => c.name === CODE_COOKIE)?.value };
}

export const enterCode = (app: App, attempt: string | undefined, code: string, remoteAddress = freshAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { code },
    remoteAddress,
    ...(attempt ? { cookies: { [CODE_COOKIE]: attempt } } : {}),
  });

/** Signs in as `email` (making the account on the first time); answers the session cookie and the account. */
export async function signInAs(
  app: App,
  mailbox: readonly ReceivedMail[],
  email: string,
  remoteAddress = freshAddress(),
) {
  const { res, attempt } = await askForCode(app, email, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`No code: ${res.statusCode} ${res.body}`);
  const signed = await enterCode(app, attempt, latestCode(mailbox, email), remoteAddress);
  if (signed.statusCode !== 200) throw new Error(`Not signed in: ${signed.statusCode} ${signed.body}`);
  const session = signed.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)!.value;
  return { session, customer: signed.json<{ id: number; email: string }>() };
}

/** A request as the shopper whose session cookie this is. */
export const asShopper =
  (app: App, session: string) =>
  (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      cookies: { [CUSTOMER_SESSION_COOKIE]: session },
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

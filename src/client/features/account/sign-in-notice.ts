// A line the sign-in form shows once, after the account was left: signed out, or deleted.
let notice: string | null = null;

export function leaveSignInNotice(text: string): void {
  notice = text;
}

/** Read while rendering (twice under StrictMode), cleared once shown. */
export const peekSignInNotice = (): string | null => notice;

export function clearSignInNotice(): void {
  notice = null;
}

// The session cookie is httpOnly, so a page cannot tell whether it has one. Beside it the
// server sets this readable cookie, which holds nothing secret, and clears it with the
// session: a browser without it has no session, so the storefront does not ask
// /api/auth/me on every page (a request, and a 401 the browser logs as an error, each time).
// The session alone decides who is signed in; a stale mark costs one 401, which clears it.
export const STAFF_SIGNED_IN_COOKIE = 'tj_staff_signed_in';

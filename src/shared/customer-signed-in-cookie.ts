// The shopper's session cookie is httpOnly, so a page cannot tell whether it has one. Beside
// it the server sets this readable mark, which holds nothing secret and goes with the
// session: a browser without it makes no account call at all, so anonymous pages stay as
// fast as before. The session alone decides who is signed in; a stale mark costs one 401,
// which clears it.
export const CUSTOMER_SIGNED_IN_COOKIE = 'tj_customer_signed_in';

import type { PageContextServer } from 'vike/types';
// The server hands each request its nonce (server.mjs).
export default { nonce: (pageContext: PageContextServer) => (pageContext as unknown as { nonce: string }).nonce };

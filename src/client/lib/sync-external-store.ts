// wouter imports use-sync-external-store's shim, written for React before 18; React 19 has
// the hook itself. vite.config.ts points the shim here, so the entry does not carry it.
export { useSyncExternalStore } from 'react';

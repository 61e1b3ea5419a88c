// The baseline: React 19 rendering one heading, built by the store's Vite config.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello from React {'19'}</h1>
  </StrictMode>,
);

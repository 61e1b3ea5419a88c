// The bare React page's build: the store's settings that bear on the bytes a browser gets
// (the React plugin, the target, the precompressed copies), so the two compare like for like.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../../scripts/vite-precompress.ts';

export default defineConfig({ plugins: [react(), precompress()], build: { target: 'es2022' } });

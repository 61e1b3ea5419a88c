import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';

// SPIKE_ONE_FILE=1: React, ReactDOM and the router in one file, as the store builds its entry.
const oneFile = process.env.SPIKE_ONE_FILE === '1';
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    rollupOptions: isSsrBuild || !oneFile ? undefined : { output: { codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }] } } },
  },
}));

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';

// SPIKE_ONE_FILE=1: React, ReactDOM and Vike in one file, as the store builds its entry.
const oneFile = process.env.SPIKE_ONE_FILE === '1';
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), react(), vike()],
  build: {
    target: 'es2022',
    rollupOptions: isSsrBuild || !oneFile ? undefined : { output: { codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|vike|vike-react)[\\/]/ }] } } },
  },
}));

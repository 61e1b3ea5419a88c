import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
export default defineConfig(({ isSsrBuild }) => ({ plugins: [tailwindcss(), react()], build: { target: 'es2022', outDir: isSsrBuild ? 'dist/server' : 'dist/client' } }));

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './build/precompress.ts';

export default defineConfig({
  base: '/partner/',
  plugins: [react(), precompressAssets()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/app': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/platform': 'http://localhost:3000',
    },
  },
});

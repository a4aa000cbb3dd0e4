import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is built into ../dist/web, which the service serves at `/` (src/bootstrap/web-app.ts).
// Hashed file names under /assets are served as immutable; index.html is never cached.
export default defineConfig({
  plugins: [react()],
  // `npm run dev -w web`: the app with hot reload, its /v1 calls passed to a running service.
  server: {
    proxy: {
      '/v1': { target: process.env.PARLEY_URL ?? 'https://localhost:3000', secure: false },
    },
  },
  base: '/',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    // No inline scripts or module-preload polyfill: the Content-Security-Policy allows 'self' only.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
  },
});

import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The API and the SPA share one origin in production; in development Vite proxies /api and the
// built-in LinkedIn sandbox to the server (npm run dev).
const apiTarget = process.env.CADENCE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/sandbox': apiTarget },
  },
  // Tailwind writes a CSS source map only when asked; without one the build warns that the
  // source maps are broken (SOURCEMAP_BROKEN), which reads like a failure to a newcomer.
  css: { devSourcemap: true },
  build: { outDir: 'dist', sourcemap: true },
});

import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const entry = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/** In development the supplier's offer page is served for /pub/*, as src/server/web.ts does in production. */
const pubPages: Plugin = {
  name: 'pub-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/pub/')) req.url = '/pub.html';
      next();
    });
  },
};

export default defineConfig({
  root: 'src/web',
  plugins: [react(), pubPages],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Two pages: the staff app, and the supplier's offer page, which must stay small (no MUI, no router).
    rolldownOptions: { input: { index: entry('index.html'), pub: entry('pub.html') } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

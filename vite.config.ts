import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const entry = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/** In development the supplier's offer page is served for /pub/*, as src/server/web.ts does in production. */
const offerPage: Plugin = {
  name: 'offer-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/pub/')) req.url = '/offer-page.html';
      next();
    });
  },
};

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const supplierEntry = entry('offer-page/main.tsx');
let supplierModules: Set<string> | undefined;

/** Whether the supplier's page imports the module (its static imports, followed from its entry). */
function onSupplierPage(id: string, graph: ModuleGraph): boolean {
  if (!supplierModules) {
    supplierModules = new Set();
    const todo = [supplierEntry];
    for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
      if (supplierModules.has(next)) continue;
      supplierModules.add(next);
      todo.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return supplierModules.has(id);
}

const paths = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

/** What every form needs: react-hook-form with its zod resolver, MUI's field parts, the app's form folders. */
const formKit = [
  '/node_modules/(react-hook-form|@hookform/resolvers)/',
  '/node_modules/@mui/material/(FormControl|FormHelperText|InputLabel|OutlinedInput|InputAdornment)/',
  '/src/web/components/form/',
  '/src/web/lib/form/',
];

/**
 * Few files per page, because each file costs a round trip on HTTP/1.1 (docs/decisions/008): React in one
 * chunk and the src/shared helpers of the supplier's page in one, which both pages share; the rest of the
 * staff app's first load in one; for the pages that load later, zod with the shared schemas, the form kit
 * and the account feature (the sign-in pages and settings) each in one. The rest is Rolldown's choice.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: paths('/node_modules/(react|react-dom|scheduler)/'), priority: 6 },
  {
    name: (id, graph) => (paths('/src/shared/').test(id) && onSupplierPage(id, graph) ? 'shared' : null),
    debugName: 'shared',
    priority: 5,
  },
  // Not the entries: index.html and offer-page.html each load their own entry chunk.
  {
    name: 'shell',
    tags: ['$initial'],
    test: (id) => !paths('/src/web/(offer-page/|main\\.tsx$)|\\.html$').test(id),
    priority: 4,
  },
  { name: 'schemas', test: paths('/node_modules/zod/|/src/shared/'), priority: 3 },
  { name: 'forms', test: paths(formKit.join('|')), priority: 2 },
  { name: 'account', test: paths('/src/web/features/account/'), priority: 1 },
];

/**
 * The chunks every page after the staff shell needs (the form kit, the schemas with the src/shared helpers
 * they use, the account feature, whose logout the user area uses too) are fetched at low priority beside the
 * first load rather than after it ran.
 */
const prefetchAfterShell = ['forms', 'schemas', 'shared', 'account'];
const prefetchChunks: Plugin = {
  name: 'prefetch-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { filename, bundle }) {
      if (!bundle || path.basename(filename) !== 'index.html') return [];
      return Object.values(bundle)
        .filter((file) => file.type === 'chunk' && prefetchAfterShell.includes(file.name))
        .map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: `/${chunk.fileName}`, as: 'script', crossorigin: true },
          injectTo: 'body',
        }));
    },
  },
};

export default defineConfig({
  root: 'src/web',
  plugins: [react(), offerPage, prefetchChunks],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Browsers without modulepreload (before Safari 17, Firefox 115) fetch the same files a round trip later;
    // the polyfill would be one more file on both pages.
    modulePreload: { polyfill: false },
    // Two pages: the staff app, and the supplier's offer page, which must stay small (no MUI, no router).
    rolldownOptions: {
      input: { index: entry('index.html'), 'offer-page': entry('offer-page.html') },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    // The server's /api, not the app's own modules under src/web/api (/api/get-me.ts); on the server's PORT.
    proxy: { '^/api/(?!.*\\.tsx?($|\\?))': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});

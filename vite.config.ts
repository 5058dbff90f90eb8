import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { PUBLIC_PAGE } from './src/shared/public-pages.ts';

const entry = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/**
 * In development the supplier's offer page is served for /pub/*, and the light public pages for /login and the
 * other public addresses (shared/public-pages.ts), as src/server/web.ts does in production.
 */
const offerPage: Plugin = {
  name: 'offer-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/pub/')) req.url = '/offer-page.html';
      else if (PUBLIC_PAGE.test(req.url?.split('?')[0] ?? '')) req.url = '/sign-in.html';
      next();
    });
  },
};

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const reached = new Map<string, Set<string>>();

/** Whether the page of `pageEntry` imports the module (its static imports, followed from its entry). */
function onPage(pageEntry: string, id: string, graph: ModuleGraph): boolean {
  let modules = reached.get(pageEntry);
  if (!modules) {
    modules = new Set();
    reached.set(pageEntry, modules);
    const todo = [pageEntry];
    for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
      if (modules.has(next)) continue;
      modules.add(next);
      todo.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return modules.has(id);
}
const onSupplierPage = (id: string, graph: ModuleGraph) => onPage(entry('offer-page/main.tsx'), id, graph);
const onSignInPage = (id: string, graph: ModuleGraph) => onPage(entry('sign-in/main.tsx'), id, graph);

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
  // The helper every lazy import calls, in a chunk of its own: in the shell's, the offer page's lazy order part
  // would load the whole staff shell.
  { name: 'preload', test: /vite\/preload-helper/, priority: 8 },
  { name: 'react', test: paths('/node_modules/(react|react-dom|scheduler)/'), priority: 7 },
  {
    name: (id, graph) => (paths('/src/shared/').test(id) && onSupplierPage(id, graph) ? 'shared' : null),
    debugName: 'shared',
    priority: 6,
  },
  // What the light sign-in page shares with the staff app (the texts, the paths): one chunk both load, so that
  // the sign-in page never loads the shell (docs/decisions/029).
  {
    name: (id, graph) => (!paths('/src/web/sign-in/').test(id) && onSignInPage(id, graph) ? 'public' : null),
    debugName: 'public',
    priority: 5,
  },
  // Not the entries: index.html, offer-page.html and sign-in.html each load their own entry chunk.
  {
    name: 'shell',
    tags: ['$initial'],
    test: (id) => !paths('/src/web/(offer-page/|sign-in/|main\\.tsx$)|\\.html$').test(id),
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

/**
 * The light sign-in page fetches the staff app once the form is on screen (sign-in/prefetch-staff.ts): the files
 * `index.html` loads at once and prefetches, named in a meta tag, not as links, so they wait for the page.
 */
const staffFilesForSignIn: Plugin = {
  name: 'staff-files-for-sign-in',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { filename, bundle }) {
      if (!bundle || path.basename(filename) !== 'sign-in.html') return [];
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const staff = chunks.find((c) => c.isEntry && c.name === 'index');
      if (!staff) throw new Error('staff-files-for-sign-in: no staff entry in the bundle');
      const files = new Set<string>();
      const todo = [
        staff.fileName,
        ...chunks.filter((c) => prefetchAfterShell.includes(c.name)).map((c) => c.fileName),
      ];
      for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
        if (files.has(next)) continue;
        files.add(next);
        const chunk = chunks.find((c) => c.fileName === next);
        todo.push(...(chunk?.imports ?? []));
      }
      const content = [...files].map((f) => `/${f}`).join(' ');
      return [{ tag: 'meta', attrs: { name: 'staff-files', content }, injectTo: 'head' }];
    },
  },
};

export default defineConfig({
  root: 'src/web',
  plugins: [react(), offerPage, prefetchChunks, staffFilesForSignIn],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Browsers without modulepreload (before Safari 17, Firefox 115) fetch the same files a round trip later;
    // the polyfill would be one more file on both pages.
    modulePreload: { polyfill: false },
    // Three pages: the staff app, and the supplier's offer page and the sign-in page, which must stay small.
    rolldownOptions: {
      input: {
        index: entry('index.html'),
        'offer-page': entry('offer-page.html'),
        // /login on its first load: no MUI, router or query library (docs/decisions/029).
        'sign-in': entry('sign-in.html'),
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    // The server's /api, not the app's own modules under src/web/api (/api/get-me.ts); on the server's PORT.
    proxy: { '^/api/(?!.*\\.tsx?($|\\?))': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});

import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import modules from './scripts/eslint-modules.mjs';

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Web features do not import each other's insides; what two need goes to src/web/api, components or lib,
// and a page made of several features is composed in src/web/app (docs/decisions/010).
const webFeatures = folders('src/web/features');
const featureZones = webFeatures.map((name) => ({
  target: `./src/web/features/${name}`,
  from: './src/web/features',
  except: [`./${name}`],
  message:
    'features do not import each other; move what both need to src/web/api, components or lib, or compose them in src/web/app',
}));

// A server module is reached from another module (and from auth/) through its index.ts only (docs/decisions/010).
const serverModules = folders('src/server/modules');
const moduleZones = serverModules.map((name) => ({
  target: [
    ...serverModules.filter((other) => other !== name).map((other) => `./src/server/modules/${other}`),
    './src/server/auth',
  ],
  from: `./src/server/modules/${name}`,
  except: ['./index.ts'],
  message: `another module reaches the ${name} module through modules/${name}/index.ts only`,
}));

const webZones = [
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'features do not import the app shell; route paths are in src/web/lib/paths.ts',
  },
  {
    target: ['./src/web/components', './src/web/lib', './src/web/api'],
    from: './src/web/features',
    message: 'components, lib and api serve every feature and import none',
  },
  {
    target: './src/web/offer-page',
    from: [
      './src/web/app',
      './src/web/components',
      './src/web/features',
      './src/web/i18n',
      './src/web/lib',
      './src/web/api',
    ],
    message: "the supplier's page is an entry of its own and stays small: no staff shell (docs/decisions/006)",
  },
];

// The module that writes each table; the others read it in their queries or ask the owner through its index.ts.
// A table of better-auth's is written through better-auth, by the module that calls it.
const TABLE_OWNERS = {
  mails: 'mail',
  mailCounts: 'mail',
  mailboxMessages: 'mailbox',
  // The contacts module's queries serve both tables, bound to one by its owner (modules/contacts/index.ts).
  suppliers: 'suppliers',
  companies: 'team',
  supplierCertificates: 'suppliers',
  formats: 'formats',
  tasks: 'tasks',
  taskFormats: 'tasks',
  taskRevisions: 'tasks',
  taskRounds: 'tasks',
  // The invitation's columns are the invitations module's, the offer's (prices, terms, standing) the offers module's.
  supplierTasks: ['invitations', 'offers'],
  offerRevisions: 'offers',
  awards: 'award',
  awardFigures: 'award',
  deliveries: 'deliveries',
  taskFiles: 'files',
  fileDownloads: 'files',
  questions: 'questions',
  taskEvents: 'events',
  workspaceEvents: 'events',
  buyingCompanies: 'team',
  workspaceSettings: 'team',
  awardRequests: 'award',
  // The award numbers an order's row; its confirmation columns are the job's (docs/decisions/035).
  orders: ['award', 'orders'],
  proofs: 'orders',
  shipments: 'orders',
  orderCounters: 'award',
  user: 'account',
  session: 'account',
  organization: 'account',
  member: 'team',
  invitation: 'team',
  liveStreams: 'live',
  notifications: 'notifications',
  taskWatches: 'notifications',
  notificationSettings: 'notifications',
  notificationClaims: 'notifications',
  invoices: 'invoices',
  auctions: 'auctions',
  auctionBidders: 'auctions',
  auctionBids: 'auctions',
};

// Query builders and SQL live in *.queries.ts (and db/): services and routes call query functions.
const kyselyOutsideQueries = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: 'Kysely query builders belong in a *.queries.ts file',
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in a *.queries.ts file' },
  {
    selector: "CallExpression[callee.property.name='changed'][callee.object.property.name='taskChanges']",
    message: 'a task change is announced by changeTask (modules/tasks/index.ts), after its transaction commits',
  },
];

// What an offer is lives in modules/offers (docs/decisions/026): no other module names the offer's stored columns
// or parses its prices and terms; they ask the offers module (offerColumns, standing, hasCurrentOffer, …).
const offerColumnsElsewhere = [
  {
    selector:
      'Literal[value=/^(supplierTasks\\.(prices|terms|sum|staleFormats|currentFormats)|offerRevisions\\.(prices|terms))$/]',
    message: "an offer's stored columns are read through modules/offers (offerColumns, toOffer, standing)",
  },
  {
    selector:
      "CallExpression[callee.object.name='JSON'][callee.property.name='parse'][arguments.0.property.name=/^(prices|terms)$/]",
    message: "an offer's prices and terms are parsed by modules/offers (toOffer, pricesOf, termsOf)",
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Every import names its file with its extension; import-x reads .ts and .tsx only when told they are modules
    // it parses (without these settings import-x/no-cycle never looked past a .ts file).
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Our own imports only: following every package into node_modules cost 40 of the lint's 75 CPU seconds,
      // and no cycle of ours runs through a package.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // docs/glossary.md, "Words we do not use": the code says supplier and task, and money is an amount.
      'id-match': [
        'error',
        '^(?!.*([Pp]rintshop|(?<![Pp]rint)[Tt]ender|[Ee]uros)).*$',
        { properties: true, classFields: true, onlyDeclarations: false, ignoreDestructuring: false },
      ],
      // Data flows one way: shared is imported by both sides and imports neither; web and server never meet.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'shared imports neither server nor web',
            },
            { target: './src/web', from: './src/server', message: 'web talks to the server over HTTP only' },
            { target: './src/server', from: './src/web', message: 'the server does not import web code' },
            ...featureZones,
            ...moduleZones,
            ...webZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/offer-page/**', 'src/web/components/form/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='TextField'] > JSXAttribute[name.name='multiline']",
          message:
            "MUI's multiline field measures itself at every render: use GrowingTextField or FormTextField (growing-text.ts)",
        },
      ],
    },
  },
  {
    files: ['src/web/offer-page/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/*', '@emotion/*', 'i18next', 'react-i18next', 'react-router', '@tanstack/*', 'notistack'],
              message: "the supplier's page is React and plain CSS only (docs/decisions/006)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.queries.ts', 'src/server/db/**', 'src/server/test/**', 'src/server/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...kyselyOutsideQueries] },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: [
      'src/server/**/*.queries.ts',
      'src/server/modules/offers/**',
      'src/server/db/**',
      'src/server/test/**',
      'src/server/**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...kyselyOutsideQueries, ...offerColumnsElsewhere] },
  },
  {
    files: ['src/server/**/*.queries.ts'],
    ignores: ['src/server/modules/offers/**', 'src/server/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...offerColumnsElsewhere] },
  },
  {
    // No module-level import cycle; each table written by one module (scripts/eslint-modules.mjs, docs/decisions/010).
    files: ['src/server/modules/**/*.{ts,tsx}'],
    plugins: { modules },
    rules: {
      'modules/no-cycle': 'error',
      'modules/own-tables': ['error', { tables: TABLE_OWNERS }],
    },
  },
);

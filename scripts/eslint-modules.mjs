// Two lint rules for the server's modules (docs/decisions/010), beside the import zones of eslint.config.js:
// - `modules/no-cycle`: no two modules depend on each other, directly or through others. A file cycle is
//   import-x/no-cycle's; this one is between folders, which file cycles miss (a → b's index, b → a's index
//   from another file).
// - `modules/own-tables`: a module's queries write only the tables it owns (the `tables` option: table → module,
//   or the modules that share it, each its own columns); other modules ask an owner through its index.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MODULES = path.resolve('src/server/modules');
const moduleOf = (file) => {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel.split(path.sep)[0];
};
const isTest = (file) => /\.test\.tsx?$/.test(file);
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.\.?\/[^'"]+)['"]/g;

/** The modules each file's imports reach, read from disk once per lint run (tests left out). */
let onDisk;
function diskGraph() {
  if (onDisk) return onDisk;
  onDisk = new Map();
  for (const entry of readdirSync(MODULES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (isTest(file)) continue;
    const targets = new Set();
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = moduleOf(path.resolve(path.dirname(file), spec));
      if (target) targets.add(target);
    }
    onDisk.set(file, targets);
  }
  return onDisk;
}

/** Module → the modules it imports, with the linted file's own imports in place of what the disk holds. */
function moduleGraph(file, own) {
  const graph = new Map();
  const add = (from, targets) => {
    if (!graph.has(from)) graph.set(from, new Set());
    for (const t of targets) if (t !== from) graph.get(from).add(t);
  };
  for (const [other, targets] of diskGraph()) if (other !== file) add(moduleOf(other), targets);
  add(moduleOf(file), own);
  return graph;
}

/** A path from `from` to `to` in the graph, or undefined. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === to) {
      const steps = [];
      for (let s = at; s !== undefined; s = previous.get(s)) steps.unshift(s);
      return steps;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const noCycle = {
  meta: {
    type: 'problem',
    messages: {
      cycle:
        'module {{from}} imports {{to}}, which leads back to it ({{path}}): move what both need into one of them, or below both',
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = moduleOf(file);
    if (!from || isTest(file)) return {};
    const imports = [];
    const collect = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) imports.push({ node, to });
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        if (imports.length === 0) return;
        const graph = moduleGraph(
          file,
          imports.map((i) => i.to),
        );
        for (const { node, to } of imports) {
          const back = pathBetween(graph, to, from);
          if (back) context.report({ node, messageId: 'cycle', data: { from, to, path: [from, ...back].join(' → ') } });
        }
      },
    };
  },
};

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);

const ownTables = {
  meta: {
    type: 'problem',
    messages: {
      foreign: 'the {{table}} table is written by the {{owner}} module only: ask it through modules/{{owner}}/index.ts',
      unowned:
        'the {{table}} table has no owning module: name it in the tables of modules/own-tables (eslint.config.js)',
    },
    schema: [
      {
        type: 'object',
        properties: {
          tables: {
            type: 'object',
            additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const module = moduleOf(file);
    const owners = context.options[0]?.tables ?? {};
    if (!module || isTest(file)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name)) return;
        const arg = node.arguments[0];
        if (arg?.type !== 'Literal' || typeof arg.value !== 'string') return;
        const table = arg.value.split(/\s+as\s+/)[0].trim();
        const owner = owners[table];
        const shared = [owner ?? []].flat();
        if (owner === undefined) context.report({ node: arg, messageId: 'unowned', data: { table } });
        else if (!shared.includes(module)) {
          context.report({ node: arg, messageId: 'foreign', data: { table, owner: shared.join(' or ') } });
        }
      },
    };
  },
};

export default { rules: { 'no-cycle': noCycle, 'own-tables': ownTables } };

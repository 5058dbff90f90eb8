import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.ts';
import { ANSWER_MAX, QUESTION_MAX, REASON_MAX, TERM_LIMITS } from '../../shared/limits.ts';
import { formatCount, MAX_PRICE_CENTS } from '../../shared/money.ts';

// The supplier's page checks what the server checks and words what the mail words. Its rules come from the
// zod-free files of src/shared (decision 006), so that a limit changed there changes on the page too; a copy
// here would drift unnoticed. This reads the page's source for one.

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** Every node of a file, depth first. */
function nodes(node: ts.Node): ts.Node[] {
  const all = [node];
  node.forEachChild((child) => void all.push(...nodes(child)));
  return all;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const page = sources(here).map((file) => {
  const source = parse(file);
  return { file, source, nodes: nodes(source) };
});
const shared = sources(path.join(here, '../../shared'))
  .filter((file) => !file.includes(`${path.sep}schemas${path.sep}`))
  .map((file) => ({ file, source: parse(file) }))
  .filter(({ source }) => !source.text.includes("from 'zod'"));

// 1,024 bytes to a kilobyte: the steps of formatFileSize (src/shared/files.ts).
const limits = [
  ...Object.values(TERM_LIMITS).flatMap(({ min, max }) => [min, max]),
  QUESTION_MAX,
  ANSWER_MAX,
  REASON_MAX,
  MAX_PRICE_CENTS,
  MAX_PRICE_CENTS / 100,
  1024,
].filter((n) => n > 1);

/** A limit as a text may write it: plain, or grouped in a reader's notation ("3650", "3,650", "3 650"). */
const written = (n: number) => [
  String(n),
  // "per 1,000 pieces" is the unit of the price per 1,000 (quantities.ts), not a text's limit.
  ...(n === 1000 ? [] : LANGUAGES.map((language) => formatCount(n, language).replace(/\s/g, ' '))),
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inText = new RegExp(`(?<![\\w.,-])(${limits.flatMap(written).map(escape).join('|')})(?![\\w]|[.,]\\d)`);

const textOf = (node: ts.Node) =>
  ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)
    ? node.text.replace(/\s/g, ' ')
    : null;

describe('the offer page’s rules come from src/shared (drift)', () => {
  it('writes no limit of the server’s as a number of its own', () => {
    const copies = page.flatMap(({ file, nodes }) =>
      nodes
        .filter((n) => ts.isNumericLiteral(n) && limits.includes(Number(n.text)))
        .map((n) => `${file}: ${n.getText()}`),
    );
    expect(copies).toEqual([]);
  });

  it('writes no limit into its texts: they take it as a parameter', () => {
    const copies = page.flatMap(({ file, nodes }) =>
      nodes.flatMap((n) => {
        const text = textOf(n);
        return text !== null && inText.test(text) ? [`${file}: ${text}`] : [];
      }),
    );
    expect(copies).toEqual([]);
  });

  it('declares no function, constant or type that src/shared exports', () => {
    const exported = new Set(
      shared.flatMap(({ source }) =>
        source.statements.flatMap((s) => {
          const isExported =
            ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
          return isExported ? declaredNames(s) : [];
        }),
      ),
    );
    const copies = page.flatMap(({ file, source }) =>
      source.statements.flatMap((s) =>
        declaredNames(s)
          .filter((name) => exported.has(name))
          .map((name) => `${file}: ${name}`),
      ),
    );
    expect(exported.size).toBeGreaterThan(20);
    expect(copies).toEqual([]);
  });

  it('has no pattern of src/shared’s rules (prices, quantities, dates) of its own', () => {
    const patterns = new Set(
      shared.flatMap(({ source }) =>
        nodes(source)
          .filter(ts.isRegularExpressionLiteral)
          .map((n) => n.text),
      ),
    );
    const copies = page.flatMap(({ file, nodes }) =>
      nodes
        .filter(ts.isRegularExpressionLiteral)
        .filter((n) => patterns.has(n.text))
        .map((n) => `${file}: ${n.text}`),
    );
    expect(patterns.size).toBeGreaterThan(5);
    expect(copies).toEqual([]);
  });
});

/** What a top-level statement declares, as `value name` (a function, class or constant) or `type name`. */
function declaredNames(statement: ts.Node): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [`value ${d.name.text}`] : [],
    );
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement))
    return statement.name ? [`value ${statement.name.text}`] : [];
  if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement))
    return [`type ${statement.name.text}`];
  return [];
}

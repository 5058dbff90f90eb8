import type { FastifyInstance } from 'fastify';

/** Deeper than any request of this API needs (a task: body -> formats -> format -> texts). */
const MAX_DEPTH = 32;

/** How deep brackets nest in a JSON text, counted without parsing; brackets inside strings don't count. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Fastify's JSON parser (with its __proto__ guard) behind a nesting limit, so deep JSON is refused before parsing. */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepth(body as string) > MAX_DEPTH) {
      done(
        Object.assign(new Error('The JSON is nested too deeply.'), { statusCode: 400, code: 'JSON_TOO_DEEP' }),
        undefined,
      );
      return;
    }
    parse(req, body as string, done);
  });
}

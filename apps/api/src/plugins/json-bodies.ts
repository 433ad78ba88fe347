// Every JSON body is parsed here and its shape bounded before anything walks it: at most
// MAX_JSON_DEPTH levels of objects and lists, one inside another, and MAX_JSON_VALUES values in
// all. The checks after parsing (control characters, the route's schema) walk the body by
// recursion; a body 5,000 levels deep overflowed the stack and answered 500. The bound is
// checked with a stack of its own, so no body can overflow it, and is far above what any call
// takes (the largest of the filing types' maximal filings is 6 levels deep, with under 300
// values).
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../http-errors.ts';

const MAX_JSON_DEPTH = 64;
const MAX_JSON_VALUES = 10_000;

const tooDeepMessage = `The body is nested too deeply. Send at most ${MAX_JSON_DEPTH} levels of objects and lists, one inside another.`;
const tooManyValuesMessage = `The body holds too many values. Send at most ${MAX_JSON_VALUES.toLocaleString('en-US')} fields and list items in all.`;

/** What is wrong with the shape of a parsed body, or null when it is within the bounds. */
function shapeProblem(body: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return tooDeepMessage;
    const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
    values += children.length;
    if (values > MAX_JSON_VALUES) return tooManyValuesMessage;
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/** Replaces the JSON parser with Fastify's own followed by the bound on the body's shape. */
export function registerJsonBodies(app: FastifyInstance): void {
  // Fastify's parser as it is by default: a body with __proto__ or constructor.prototype is refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, String(body), (error, parsed) => {
      if (error !== null) {
        done(error, undefined);
        return;
      }
      const problem = shapeProblem(parsed);
      if (problem === null) done(null, parsed);
      else done(new HttpProblem(400, problem), undefined);
    });
  });
}

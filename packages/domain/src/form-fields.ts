// A form's posted fields, as a browser sends them without script: names are dotted paths into the
// form's values ("streetAddress.address1", "formers.0.nameValues.name.firstName"), every value is
// text. A checkbox posts nothing when unchecked, so every checkbox is preceded by a hidden field of
// the same name holding "false": the last value posted under a name is the one that counts.

/** The fields a form posted, in order. */
export type PostedFields = readonly (readonly [name: string, value: string])[];

/** Names the forms use for themselves rather than for a value: the token, the form, the button. */
export const FORM_TOKEN_FIELD = '_csrf';
export const FORM_ID_FIELD = '_form';
export const FORM_INTENT_FIELD = '_intent';

/** True for the names a form uses for itself (they start with an underscore). */
export function isFormControlField(name: string): boolean {
  return name.startsWith('_');
}

/** The last value posted under `name`, or undefined when none was. */
export function lastPosted(fields: PostedFields, name: string): string | undefined {
  let found: string | undefined;
  for (const [field, value] of fields) if (field === name) found = value;
  return found;
}

const INDEX = /^\d{1,4}$/;

function read(target: unknown, key: string): unknown {
  if (target === null || typeof target !== 'object') return undefined;
  return (target as Record<string, unknown>)[key];
}

/** What a posted text becomes at a place whose current value is `current` (its type decides). */
function coerce(text: string, current: unknown): unknown {
  if (typeof current === 'boolean') return text === 'true' || text === 'on';
  if (typeof current === 'number') {
    const number = Number(text);
    return Number.isFinite(number) ? number : current;
  }
  return text;
}

/**
 * `values` with every posted field written at its path, as the type of the value already there
 * (a boolean stays a boolean: "true" or "on" is true). Paths into lists make the rows they name;
 * what the form did not post keeps its value. A name that is not a path into `values`' shape
 * (an unknown key, a row number past 9999, a text where an object is) changes nothing.
 */
export function mergePostedFields<T>(values: T, fields: PostedFields): T {
  const result = structuredClone(values) as unknown;
  for (const [name, text] of fields) {
    if (isFormControlField(name)) continue;
    const path = name.split('.');
    if (path.some((key) => key === '' || key === '__proto__' || key === 'constructor')) continue;
    let target: unknown = result;
    let known: unknown = values;
    let ok = true;
    for (const key of path.slice(0, -1)) {
      let next = read(target, key);
      const knownNext = read(known, key);
      if (next === undefined) {
        // A new row of a list: made as an object (its fields come with it).
        if (!Array.isArray(target) || !INDEX.test(key)) {
          ok = false;
          break;
        }
        next = {};
        (target as unknown[])[Number(key)] = next;
      }
      if (next === null || typeof next !== 'object') {
        ok = false;
        break;
      }
      target = next;
      known = knownNext;
    }
    const last = path[path.length - 1] ?? '';
    if (!ok || target === null || typeof target !== 'object') continue;
    if (Array.isArray(target) && !INDEX.test(last)) continue;
    const current = read(target, last);
    if (current !== undefined && current !== null && typeof current === 'object') continue;
    (target as Record<string, unknown>)[last] = coerce(text, current ?? read(known, last));
  }
  // Rows a list gained by index may leave holes: they are dropped.
  return compactLists(result) as T;
}

function compactLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((row) => row !== undefined).map(compactLists);
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      (value as Record<string, unknown>)[key] = compactLists(inner);
    }
  }
  return value;
}

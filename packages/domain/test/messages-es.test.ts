// The Spanish twin of the message catalogue has exactly the English module's exports and keys,
// every text filled in, and one Spanish text for each English one.
import { describe, expect, it } from 'vitest';
import * as english from '../src/messages.ts';
import * as spanish from '../src/messages.es.ts';

/** Every text of a catalogue by its dotted path: strings as they are, functions by their arity. */
function textsOf(value: unknown, path: string, into: Map<string, unknown> = new Map()) {
  if (typeof value === 'string' || typeof value === 'function') into.set(path, value);
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) textsOf(inner, `${path}.${key}`, into);
  else into.set(path, value);
  return into;
}

const englishTexts = textsOf(english, 'messages.ts');
const spanishTexts = textsOf(spanish, 'messages.ts');

describe('messages.es.ts', () => {
  it('has the same exports as messages.ts', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('has a Spanish text for every English one, and no other', () => {
    expect([...spanishTexts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
  });

  it('gives each text the same kind and each function the same number of arguments', () => {
    for (const [path, en] of englishTexts) {
      const es = spanishTexts.get(path);
      expect(typeof es, path).toBe(typeof en);
      if (typeof en === 'function' && typeof es === 'function')
        expect(es.length, path).toBe(en.length);
    }
  });

  it('leaves no text empty, in either language', () => {
    for (const texts of [englishTexts, spanishTexts])
      for (const [path, text] of texts)
        if (typeof text === 'string') expect(text.trim(), path).not.toBe('');
  });

  it('words each English text one way in Spanish', () => {
    const spanishOf = new Map<string, { path: string; es: string }>();
    for (const [path, en] of englishTexts) {
      const es = spanishTexts.get(path);
      if (typeof en !== 'string' || typeof es !== 'string') continue;
      const earlier = spanishOf.get(en);
      if (earlier !== undefined) expect(es, `${path} and ${earlier.path}`).toBe(earlier.es);
      else spanishOf.set(en, { path, es });
    }
  });

  it('keeps the prefixes and placeholders that the pages and alerts rely on', () => {
    expect(spanish.messages.errorPrefix).toBe('Error - ');
    expect(spanish.messages.warningPrefix).toBe('Aviso - ');
    expect(spanish.messages.errorAlert(spanish.messages.enterValue)).toBe(
      'Error - Escriba un valor',
    );
    expect(spanish.messages.warningAlert('x')).toBe('Aviso - x');
  });

  it('joins the designation terms with "o", leaving the terms in English', () => {
    expect(spanish.messages.nameDesignationMissing(['llc', 'ltd.', 'limited'])).toBe(
      'El nombre debe contener "llc", "ltd." o "limited"',
    );
    expect(spanish.messages.nameDesignationMissing(['inc.'])).toBe(
      'El nombre debe contener "inc."',
    );
  });

  it('points the other catalogues at the same words as the main one', () => {
    expect(spanish.sbfMessages.signInRefused).toBe(spanish.messages.loginInvalid);
    expect(spanish.receiptEmailMessages.empty).toBe(spanish.messages.receiptEmailEmpty);
    expect(spanish.formerOrganizationNameMessages.T).toBe(spanish.messages.enterTrustsName);
  });
});

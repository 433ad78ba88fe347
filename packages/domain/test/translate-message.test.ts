// The Spanish for a message as the English catalogue worded it, exact and templated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inLanguage, spanishFor } from '../src/i18n/translate-message.ts';
import * as english from '../src/messages.ts';
import * as spanish from '../src/messages.es.ts';

type TextFunction = (...args: never[]) => string;
type FunctionKeys<T> = {
  [K in keyof T & string]: T[K] extends TextFunction ? K : never;
}[keyof T & string];
type Catalogue = typeof english.messages | typeof spanish.messages;
/** Arguments as they are, or made from each language's catalogue (an alert's message inside). */
type Sample<P> = P | ((catalogue: Catalogue) => P);
type Samples<T> = {
  [K in FunctionKeys<T>]: T[K] extends (...args: infer P) => string ? readonly Sample<P>[] : never;
};

/** Arguments to call each message function with; every function needs at least one list. */
const samples: { messages: Samples<typeof english.messages> } & Record<
  string,
  Record<string, readonly Sample<readonly unknown[]>[]>
> = {
  messages: {
    enterLabel: [['city'], ['value with - dash']],
    minLength: [[5], [1], [250]],
    maxLength: [[50], [2000]],
    invalidCharacters: [['é'], ['é£'], ['\\t, \\n'], ['']],
    chooseLabel: [['suffix'], ['county']],
    nameDesignationMissing: [
      [['llc', 'ltd.', 'limited']],
      [['corporation', 'incorporated', 'company', 'limited', 'corp.', 'inc.', 'co.', 'ltd.']],
      [['inc.']],
      [['llc', 'l.l.c.']],
    ],
    effectiveDateBeyondMaximum: [['03/15/2027'], ['March 15, 2027 5:00 PM']],
    addressMustBeIn: [['Colorado'], ['New Mexico']],
    uploadTooMany: [[1], [5], [2]],
    uploadCombinedSize: [[10], [25]],
    uploadInvalidFileName: [['#%&'], ['é']],
    uploadExtensionNotAllowed: [['exe'], ['tar.gz']],
    uploadTypeNotAllowed: [['application/zip'], ['image/svg+xml']],
    uploadEmpty: [['a.pdf'], ['my file (1).pdf']],
    uploadTooLarge: [
      ['a.pdf', 10],
      ['scan - final.tif', 5],
    ],
    uploadContentMismatch: [['a.pdf'], ['photo.jpg']],
    errorAlert: [
      (m) => [m.enterValue],
      (m) => [m.addressMustBeIn('Colorado')],
      (m) => [m.minLength(5)],
      (m) => [m.warningAlert(m.nameTaken)],
      (m) => [m.errorPrefix],
    ],
    warningAlert: [(m) => [m.nameTaken], (m) => [m.uploadTooMany(1)]],
    receiptEmailSubject: [
      ['20231234567', 'Acme LLC'],
      ['T1', 'Front Range - Widgets, Inc.'],
    ],
    pendingQueueLink: [[1], [0], [3]],
    errorApprovingFiling: [[], [500], [404]],
    errorRejectingFiling: [[], [500], [409]],
    errorSavingPii: [[], [500], [400]],
  },
};

interface Entry {
  path: string;
  en: unknown;
  es: unknown;
}

function entriesOf(en: unknown, es: unknown, path: string, into: Entry[] = []): Entry[] {
  if (typeof en === 'object' && en !== null && typeof es === 'object' && es !== null) {
    for (const key of Object.keys(en))
      entriesOf(
        (en as Record<string, unknown>)[key],
        (es as Record<string, unknown>)[key],
        `${path}.${key}`,
        into,
      );
  } else into.push({ path, en, es });
  return into;
}

const entries = Object.keys(english).flatMap((name) =>
  entriesOf(
    (english as Record<string, unknown>)[name],
    (spanish as Record<string, unknown>)[name],
    name,
  ),
);
const strings = entries.filter((entry) => typeof entry.en === 'string');
const functions = entries.filter((entry) => typeof entry.en === 'function');

function samplesFor(path: string): readonly Sample<readonly unknown[]>[] | undefined {
  const [catalogue = '', ...keys] = path.split('.');
  return samples[catalogue]?.[keys.join('.')];
}

describe('spanishFor', () => {
  it('answers every text message with its Spanish twin', () => {
    expect(strings.length).toBeGreaterThan(100);
    for (const { path, en, es } of strings) expect(spanishFor(en as string), path).toBe(es);
  });

  it('has sample arguments for every message function', () => {
    expect(functions.length).toBeGreaterThan(0);
    for (const { path } of functions)
      expect(samplesFor(path)?.length ?? 0, path).toBeGreaterThan(0);
  });

  it('answers every templated message with the Spanish function of the same arguments', () => {
    for (const { path, en, es } of functions) {
      for (const sample of samplesFor(path) ?? []) {
        const enArgs = typeof sample === 'function' ? sample(english.messages) : sample;
        const esArgs = typeof sample === 'function' ? sample(spanish.messages) : sample;
        const text = (en as (...args: unknown[]) => string)(...enArgs);
        const expected = (es as (...args: unknown[]) => string)(...esArgs);
        expect(text, path).toMatch(/^[A-Z]/);
        expect(spanishFor(text), `${path}(${JSON.stringify(enArgs)})`).toBe(expected);
      }
    }
  });

  it('translates the message inside an alert', () => {
    expect(spanishFor('Error - Enter a value')).toBe('Error - Escriba un valor');
    expect(spanishFor('Warning - Must be at least 5 characters')).toBe(
      'Aviso - Debe tener al menos 5 caracteres',
    );
    expect(spanishFor('Error - this is not a message')).toBeUndefined();
  });

  it('answers the examples of the templated messages', () => {
    expect(spanishFor('Must be at least 5 characters')).toBe('Debe tener al menos 5 caracteres');
    expect(spanishFor('Invalid characters entered: é')).toBe('Hay caracteres no válidos: é');
    expect(spanishFor('The name must contain "llc" or "ltd."')).toBe(
      'El nombre debe contener "llc" o "ltd."',
    );
    expect(spanishFor("Your files can't be attached. Only One Attachment is Allowed")).toBe(
      'No se pueden adjuntar sus archivos. Solo se permite un archivo adjunto',
    );
  });

  it('prefers a message written out to a template that happens to word it too', () => {
    // 'Choose a State.' is chooseState, and also what chooseLabel('State') would write.
    expect(spanishFor(english.messages.chooseState)).toBe(spanish.messages.chooseState);
    expect(spanishFor(english.messages.enterValue)).toBe(spanish.messages.enterValue);
  });

  it('does not answer texts the English functions would not write', () => {
    expect(spanishFor('Error approving filing. 500')).toBeUndefined();
    expect(spanishFor('Pending queue - 1 filings')).toBeUndefined();
    expect(spanishFor('Must be at least five characters')).toBeUndefined();
    expect(spanishFor('The name must contain "llc", "ltd."')).toBeUndefined();
    expect(spanishFor('Enter value')).toBeUndefined();
    expect(spanishFor('enter a value')).toBeUndefined();
    expect(spanishFor('')).toBeUndefined();
  });

  it('does not take Spanish text for English', () => {
    for (const { path, en, es } of strings)
      if (typeof es === 'string' && es !== en && !es.startsWith('Error - '))
        expect(spanishFor(es), path).toBeUndefined();
  });

  it('never throws, and knows no text that does not begin as an English message does', () => {
    // Every English message begins with a capital letter; a text that does not is no message.
    for (const { path, en } of strings) expect(en, path).toMatch(/^[A-Z]/);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc.string({ unit: 'binary-ascii', maxLength: 200 }),
        ),
        (text) => {
          const answer = spanishFor(text);
          if (!/^[A-Z]/.test(text)) expect(answer).toBeUndefined();
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...strings.map((entry) => entry.en as string)),
        fc.string({ maxLength: 20 }),
        fc.nat(),
        (message, noise, at) => {
          const position = at % (message.length + 1);
          const text = `${message.slice(0, position)}${noise}${message.slice(position)}`;
          expect(() => spanishFor(text)).not.toThrow();
          expect(() => spanishFor(`~${text}`)).not.toThrow();
          expect(spanishFor(`~${text}`)).toBeUndefined();
        },
      ),
    );
  });
});

describe('inLanguage', () => {
  it('keeps English as it is, and a text Spanish does not know', () => {
    expect(inLanguage('en', english.messages.enterCity)).toBe(english.messages.enterCity);
    expect(inLanguage('es', english.messages.enterCity)).toBe(spanish.messages.enterCity);
    expect(inLanguage('es', 'Acme LLC')).toBe('Acme LLC');
    expect(inLanguage('es', english.sbfMessages.entityIdDigits)).toBe(
      spanish.sbfMessages.entityIdDigits,
    );
  });
});

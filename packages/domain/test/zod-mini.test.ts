// The step schemas are zod/mini so the browser's first page can leave classic zod out. This file
// loads no classic zod, so it shows what a page that only has the domain's schemas gets.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmptyFiling } from '../src/create-empty-filing.ts';
import { llcFilingType } from '../src/filing-types/llc.ts';
import { addressShape, textSchema } from '../src/schemas/common.ts';
import { attachmentShape } from '../src/schemas/additional-info.ts';
import { validateStep } from '../src/schemas/index.ts';

describe('zod/mini step schemas', () => {
  it('keep the English structural messages without classic zod', () => {
    expect(validateStep('entityname', { name: 5 })).toEqual({
      ok: false,
      errors: [{ path: 'name', message: 'Invalid input: expected string, received number' }],
    });
    expect(validateStep('management', undefined, llcFilingType)).toEqual({
      ok: false,
      errors: [{ path: '', message: 'Invalid input: expected object, received undefined' }],
    });
    const address = createEmptyFiling(llcFilingType).principalOffice.streetAddress;
    const result = addressShape.safeParse({ ...address, addressType: 'HOME' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Invalid option: expected one of "PHYS"|"MAIL"',
    ]);
  });

  it('keep the structural checks of stored attachments', () => {
    const attachment = { key: 'k1', fileName: 'a.pdf', mimeType: 'application/pdf', size: 10 };
    expect(attachmentShape.safeParse(attachment).success).toBe(true);
    const messagesFor = (value: unknown) => {
      const result = attachmentShape.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messagesFor({ ...attachment, key: '' })).toEqual([
      'Too small: expected string to have >=1 characters',
    ]);
    expect(messagesFor({ ...attachment, size: 1.5 })).toEqual([
      'Invalid input: expected int, received number',
    ]);
    expect(messagesFor({ ...attachment, size: -1 })).toEqual([
      'Too small: expected number to be >=0',
    ]);
  });

  it('trim a text field before its rule', () => {
    expect(textSchema({ required: 'Enter a value', max: 3 }).safeParse('  abc  ')).toEqual({
      success: true,
      data: 'abc',
    });
  });

  it('are the only zod the domain source imports (classic zod would not tree-shake)', () => {
    const sourceDir = join(import.meta.dirname, '../src');
    const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const classicImports = files.filter((file) =>
      /from 'zod(?:\/v4)?'/.test(readFileSync(join(sourceDir, file), 'utf8')),
    );
    expect(classicImports).toEqual([]);
  });
});

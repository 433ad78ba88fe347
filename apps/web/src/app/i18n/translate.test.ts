import { describe, expect, it } from 'vitest';
import { t } from './index.ts';

describe('the text catalogue', () => {
  it('fills {{value}} placeholders', () => {
    expect(t('shell.entityNameHeader', { name: 'Acme LLC' })).toBe('Entity name: Acme LLC');
  });

  it('falls back to the default value, then to the key, when a text is missing', () => {
    expect(t('no.such.key', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('leaves a placeholder with no value visible rather than inventing one', () => {
    expect(t('shell.entityNameHeader')).toBe('Entity name: {{name}}');
  });
});

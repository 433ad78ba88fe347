// Checks a catalogue's translation against its English: the type check (Translated) already holds
// the keys alike, so what is left is the text inside them, {{placeholders}} and HTML tags.

type Text = { [key: string]: unknown };

function texts(catalogue: Text, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') found.set(path, value);
    else if (typeof value === 'object' && value !== null)
      for (const [inner, text] of texts(value as Text, path)) found.set(inner, text);
  }
  return found;
}

const marks = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?[a-z][^>]*>/gi)].map((match) => match[0]).sort();

/**
 * The keys of `translation` whose placeholders or tags are not those of the English, or that are
 * missing or empty, each with what differs; none when the translation keeps them all.
 */
export function twinMismatches(english: Text, translation: Text): string[] {
  const translated = texts(translation);
  const mismatches: string[] = [];
  for (const [key, text] of texts(english)) {
    const other = translated.get(key);
    if (other === undefined || other.trim() === '') {
      mismatches.push(`${key}: missing`);
      continue;
    }
    const expected = marks(text).join(' ');
    const actual = marks(other).join(' ');
    if (expected !== actual) mismatches.push(`${key}: ${expected} ≠ ${actual}`);
  }
  return mismatches;
}

// The repository stands alone: its code and documents state the rules they follow in their own
// words (docs/product-rules.md, docs/architecture.md, docs/decisions/) and never point at a
// specification, a design file or a folder that lives outside it, which a reader of a clone cannot
// open. Every tracked file is read as it is on disk; each finding names its file and line.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const decisionsFolder = path.join(repositoryRoot, 'docs', 'decisions');

/** References to documents outside the repository, each with why it is refused. */
const outsideReferences: readonly { pattern: RegExp; what: string }[] = [
  // A specification file by its number, after a slash or a space, in any letter case.
  { pattern: /\bspec\s*[/ ]\s*0\d\d/i, what: 'a specification file by number' },
  // The specification's files by their stored names.
  { pattern: /\b0\d\d_[0-9a-f]{16}\b/, what: 'a specification file by name' },
  // The README of the specification, after a slash or a space.
  {
    pattern: /\bspec(?:ification)?(?:'s)?\s*[/ ]\s*README\b/i,
    what: 'the README of the specification',
  },
  // A decision by a number of one or two digits (decision records have four), or a decision of
  // the specification.
  {
    pattern: /\bdecisions?\s+\d{1,2}(?!\d)/i,
    what: 'a numbered decision in the README of the specification',
  },
  {
    pattern: /\bspec(?:ification)?(?:'s)?\s+decisions?\b/i,
    what: 'a decision of the specification',
  },
  // The specification in parentheses as a source, or one of its sections.
  { pattern: /\(spec\)/i, what: 'the specification as a source' },
  { pattern: /\bspec(?:ification)?(?:'s)?\s+sections?\b/i, what: 'a section of the specification' },
  // The folder beside the repository and the design files kept there.
  { pattern: /\.\.\/shared(?![\w.-])/, what: 'a folder outside the repository' },
  { pattern: /\bARCHITECTURE\.md\b/, what: 'a design file outside the repository' },
  { pattern: /\bSTYLE\.md\b/, what: 'a style file outside the repository' },
  // The single decisions file that became one record per decision.
  { pattern: /\bdocs\/decisions\.md\b/, what: 'the removed decisions file' },
];

/** A decision record as a link target: "decisions/NNNN-title.md", or "](NNNN-title.md)" beside it. */
const decisionRecordLink = /(decisions\/|\]\()(\d{4}-[a-z0-9-]+\.md)/g;

interface TrackedFile {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  lines: string[];
}

/** Every tracked text file of the repository, as it is in the working tree. */
function trackedTextFiles(): TrackedFile[] {
  const listing = execFileSync('git', ['ls-files', '-z'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files: TrackedFile[] = [];
  for (const file of listing.split('\0')) {
    const absolute = path.join(repositoryRoot, file);
    // Deleted in the working tree but not yet committed: nothing to read.
    if (file === '' || !existsSync(absolute)) continue;
    const text = readFileSync(absolute, 'utf8');
    // Binary files (images, archives) carry no references to read.
    if (text.includes('\0')) continue;
    files.push({ file, lines: text.split('\n') });
  }
  return files;
}

const files = trackedTextFiles();

describe('the repository stands alone', () => {
  it('has tracked files to check', () => {
    expect(files.map(({ file }) => file)).toContain('README.md');
  });

  it('points at no specification, design file or folder outside the repository', () => {
    const findings: string[] = [];
    for (const { file, lines } of files) {
      lines.forEach((line, index) => {
        for (const { pattern, what } of outsideReferences) {
          const found = pattern.exec(line);
          if (found !== null) {
            findings.push(`${file}:${index + 1}: ${what} ("${found[0]}"): ${line.trim()}`);
          }
        }
      });
    }
    expect(findings).toEqual([]);
  });

  it('links only to decision records that exist', () => {
    const records = files.filter(({ file }) =>
      /^docs\/decisions\/\d{4}-[a-z0-9-]+\.md$/.test(file),
    );
    expect(records.length).toBeGreaterThan(0);
    const broken: string[] = [];
    for (const { file, lines } of files) {
      lines.forEach((line, index) => {
        for (const [, before, name] of line.matchAll(decisionRecordLink)) {
          if (name === undefined) continue;
          // "decisions/NNNN-..." names a record in docs/decisions; a bare "](NNNN-...)" is a link
          // from a file beside the records.
          const target =
            before === ']('
              ? path.join(repositoryRoot, path.dirname(file), name)
              : path.join(decisionsFolder, name);
          if (!existsSync(target)) broken.push(`${file}:${index + 1}: ${name} does not exist`);
        }
      });
    }
    expect(broken).toEqual([]);
  });
});

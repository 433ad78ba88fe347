// The project's ESLint configuration, run as `npm run lint` runs it, on small pieces of code placed
// where the rules apply: each boundary the architecture draws is reported when crossed, and code
// that keeps to them is not.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const web = path.join(repositoryRoot, 'apps/web/src');
const eslint = new ESLint({
  cwd: repositoryRoot,
  // The cycle fixture is excluded from `npm run lint`, which must stay clean.
  ignore: false,
  // The fixtures belong to no TypeScript project (the pieces of web code exist only in memory),
  // so rules that need type information are left out for them; none of the rules under test do.
  overrideConfig: {
    ...tseslint.configs.disableTypeChecked,
    files: ['**/lint-fixture*', 'tools/lint/fixtures/**'],
  },
});

/** A module of `folder` (relative to apps/web/src) to import, whichever exists today. */
function moduleIn(folder: string): string {
  const name = readdirSync(path.join(web, folder)).find(
    (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
  );
  if (name === undefined) throw new Error(`No module in apps/web/src/${folder}`);
  return `${folder}/${name}`;
}

/** Lints `code` as if it were the file at `file` (relative to apps/web/src). */
async function lintWebFile(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(web, file) });
  if (result === undefined) throw new Error(`${file} was not linted`);
  return result.messages;
}

const rulesOf = (messages: Linter.LintMessage[]) => messages.map((message) => message.ruleId);

describe('lint rules', () => {
  it('reports an import cycle between two TypeScript modules', async () => {
    const results = await eslint.lintFiles(['tools/lint/fixtures/cycle/*.ts']);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(rulesOf(result.messages)).toEqual(['import-x/no-cycle']);
    }
  });

  it('reports a feature that imports another feature, either way round', async () => {
    const filings = moduleIn('features/filings');
    const wizard = moduleIn('features/wizard/engine');
    const fromWizard = await lintWebFile(
      'features/wizard/engine/lint-fixture.ts',
      `import '../../../${filings}';\n`,
    );
    const fromFilings = await lintWebFile(
      'features/filings/lint-fixture.ts',
      `import '../../${wizard}';\n`,
    );
    expect(rulesOf(fromWizard)).toEqual(['import-x/no-restricted-paths']);
    expect(fromWizard[0]?.message).toContain('never another feature');
    expect(rulesOf(fromFilings)).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports shared code (a component, lib) that imports a feature', async () => {
    const filings = moduleIn('features/filings');
    const fromComponent = await lintWebFile(
      'components/lint-fixture.ts',
      `import '../${filings}';\n`,
    );
    const fromLib = await lintWebFile('lib/lint-fixture.ts', `import '../${filings}';\n`);
    expect(rulesOf(fromComponent)).toEqual(['import-x/no-restricted-paths']);
    expect(fromComponent[0]?.message).toContain('imports no feature');
    expect(rulesOf(fromLib)).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports English written into a step page: a label, JSX text and an option label', async () => {
    const messages = await lintWebFile(
      'features/wizard/steps/lintfixture/lint-fixture-step.tsx',
      `export function LintFixtureStep() {
  return (
    <fieldset>
      <legend>Business name</legend>
      <input aria-label="Name of the business" />
      <Options options={[{ value: 'Y', label: 'Yes' }]} />
    </fieldset>
  );
}

function Options({ options }: { options: { value: string; label: string }[] }) {
  return <p>{options.length}</p>;
}
`,
    );
    expect(rulesOf(messages)).toEqual([
      'registrar/no-literal-text',
      'registrar/no-literal-text',
      'registrar/no-literal-text',
    ]);
    expect(messages.map((message) => message.message).join('\n')).toMatch(
      /"Business name"[\s\S]*"aria-label"[\s\S]*"label"/,
    );
  });

  it('reports English written into a filer page outside the wizard, not an admin page', async () => {
    const page = `export function LintFixturePage() {
  return <h1>Your receipt</h1>;
}
`;
    for (const feature of ['filings', 'public-record', 'signin']) {
      const messages = await lintWebFile(`features/${feature}/lint-fixture-page.tsx`, page);
      expect(rulesOf(messages)).toEqual(['registrar/no-literal-text']);
    }
    expect(await lintWebFile('features/admin/lint-fixture-page.tsx', page)).toEqual([]);
  });

  it('reports English written into the wizard, the notification pages, the shell and the shared components', async () => {
    const page = `export function LintFixturePage() {
  return <button aria-label="Close this window">Close</button>;
}
`;
    for (const file of [
      'features/wizard/engine/lint-fixture-page.tsx',
      'features/wizard/review/lint-fixture-page.tsx',
      'features/notifications/lint-fixture-page.tsx',
      'app/lint-fixture-page.tsx',
      'components/lint-fixture-page.tsx',
    ]) {
      const messages = await lintWebFile(file, page);
      expect(rulesOf(messages), file).toEqual([
        'registrar/no-literal-text',
        'registrar/no-literal-text',
      ]);
    }
  });

  it('passes code that keeps to the boundaries and takes its words from the catalogue', async () => {
    const component = moduleIn('components');
    const lib = moduleIn('lib');
    const filings = moduleIn('features/filings');
    const stepPage = await lintWebFile(
      'features/wizard/steps/lintfixture/lint-fixture-step.tsx',
      `import { messages } from '@registrar/domain';
import { useTranslation } from '../../../../app/i18n/index.ts';
import '../../../../${component}';
import '../../../../${lib}';

export function LintFixtureStep({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('steps.lintfixture.legend')}</legend>
      <input aria-label={t('steps.lintfixture.name')} placeholder="0000" />
      <p className="usa-hint">
        {count} / 5: {messages.uploadHelp}
      </p>
    </fieldset>
  );
}
`,
    );
    const app = await lintWebFile('app/lint-fixture.ts', `import '../${filings}';\n`);
    expect(stepPage).toEqual([]);
    expect(app).toEqual([]);
  });

  it('resolves the workspace packages, so their import edges count', async () => {
    const messages = await lintWebFile(
      'lib/lint-fixture.ts',
      `import { messages } from '@registrar/domain';\nimport { missing } from '@registrar/nowhere';\n\nexport const both = [messages, missing];\n`,
    );
    expect(rulesOf(messages)).toEqual(['import-x/no-unresolved']);
    expect(messages[0]?.message).toContain('@registrar/nowhere');
  });
});

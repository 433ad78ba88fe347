// Administration from the command line, on the configured database (DATABASE_URL, or the embedded
// one in DATA_DIR): making an administrator (there are no default passwords) and building the
// open-data export now.
//
//   npm run admin -- create --username NAME --email ADDRESS                  asks for the password
//   npm run admin -- create --username NAME --email ADDRESS --password-stdin < password-file
//   npm run admin -- open-data build                     builds the open-data export in OPEN_DATA_DIR
//
// Run it while the server is stopped when the database is the embedded one (one process owns it).
import { firstAdministratorSchema } from '@registrar/domain';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { ValidationFailed } from './http-errors.ts';
import { createAdministrator } from './modules/identity/administrators.ts';
import { buildOpenDataNow } from './modules/open-data/open-data-builds.ts';
import { openDataDirectory } from './modules/open-data/open-data-store.ts';

const usage =
  'Usage: npm run admin -- create --username NAME --email ADDRESS [--password-stdin]\n' +
  '       npm run admin -- open-data build\n' +
  'The password has at least 8 letters and digits, with a lower-case letter, an upper-case letter and a digit.';

/** Everything on standard input, without the line break that ends it. */
async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks on the terminal for the password twice, without showing what is typed. */
async function askPasswordTwice(): Promise<[string, string]> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  // One interface for both questions: lines typed ahead are kept for the second one.
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      muted = false;
      prompt.question(question, (answer) => {
        muted = false;
        process.stdout.write('\n');
        resolve(answer);
      });
      muted = true;
    });
  try {
    return [await ask('Password: '), await ask('Password again: ')];
  } finally {
    prompt.close();
  }
}

async function readPassword(fromStandardInput: boolean): Promise<[string, string]> {
  if (fromStandardInput) {
    const password = await readStandardInput();
    return [password, password];
  }
  if (!process.stdin.isTTY) throw new ConfigError(`No terminal to ask for the password.\n${usage}`);
  return askPasswordTwice();
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  if (positionals[0] === 'open-data' && positionals[1] === 'build' && positionals.length === 2)
    return buildOpenData();
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new ConfigError(usage);
  const config = loadConfig();
  const [password, retyped] = await readPassword(values['password-stdin']);
  const parsed = firstAdministratorSchema.safeParse({
    username: values.username ?? '',
    email: values.email ?? '',
    newPassword: password,
    retypedPassword: retyped,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = String(issue.path[0]);
      const option = field === 'username' || field === 'email' ? `--${field}` : 'password';
      return `${option}: ${issue.message}`;
    });
    throw new ConfigError(`${problems.join('\n')}\n${usage}`);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const user = await createAdministrator(database.db, {
      username: parsed.data.username,
      email: parsed.data.email,
      password: parsed.data.newPassword,
    });
    console.log(
      `Administrator "${user.username}" created in the ${database.kind} database. Sign in at ${config.publicBaseUrl}/business/loginadmin`,
    );
  } catch (error) {
    if (error instanceof ValidationFailed) {
      throw new ConfigError(error.errors.map((item) => item.message).join('\n'));
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** Builds the open-data export now, or says which build is under way in a server. */
async function buildOpenData(): Promise<void> {
  const config = loadConfig();
  const root = openDataDirectory(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outcome = await buildOpenDataNow(database.db, root);
    const published = `${config.publicBaseUrl}/business-api/data`;
    if (outcome.kind === 'under-way') {
      const { status, requestedAt } = outcome.build;
      console.log(
        `The build of the open-data export asked for at ${requestedAt.toISOString()} is ` +
          (status === 'RUNNING'
            ? 'under way in another process: it is published at '
            : 'waiting to be tried again after a failure (see the dead letters): it is published at ') +
          `${published} when it is done.`,
      );
      return;
    }
    const { manifest } = outcome;
    const rows = (dataset: string) =>
      manifest?.files.find((file) => file.dataset === dataset)?.rows ?? 0;
    console.log(
      `${outcome.kind === 'built' ? 'Built' : 'Another process has just built'} the open-data ` +
        `export ${manifest?.exportId ?? ''} (${rows('entities')} entities, ${rows('filings')} ` +
        `filings) in ${root}; it is published at ${published}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

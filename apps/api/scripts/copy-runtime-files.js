// tsc compiles only TypeScript; the compiled server also reads the SQL migrations and their
// journal, so they are copied beside the compiled database module (dist/db/migrations).
import { cpSync } from 'node:fs';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..');
cpSync(path.join(apiRoot, 'src/db/migrations'), path.join(apiRoot, 'dist/db/migrations'), {
  recursive: true,
});

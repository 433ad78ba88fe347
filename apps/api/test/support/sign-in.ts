// Signed-in callers for tests of guarded calls: a staff account written straight to the users
// table and a session started for it, answered as the cookie header a browser would send.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database.ts';
import { users } from '../../src/db/schema.ts';
import { startSession } from '../../src/modules/identity/sessions.ts';
import { sessionCookieName } from '../../src/plugins/sessions.ts';
import type { TestApp } from './test-app.ts';

export interface SignedInStaff {
  userId: string;
  username: string;
  /** `cookie` header value carrying the session. */
  cookie: string;
}

export async function createStaffUser(
  database: Database,
  options: { username?: string; roles?: string[]; email?: string } = {},
): Promise<{ userId: string; username: string }> {
  const username = options.username ?? `staff-${randomUUID().slice(0, 8)}`;
  const [row] = await database.db
    .insert(users)
    .values({
      username,
      email: options.email ?? `${username}@sos.example.gov`,
      roles: options.roles ?? ['admin'],
    })
    .returning({ userId: users.id });
  if (row === undefined) throw new Error('No user was written');
  return { userId: row.userId, username };
}

/** A staff member (an administrator unless `roles` says otherwise) signed in to `testApp`. */
export async function signInStaff(
  testApp: Pick<TestApp, 'database' | 'config'>,
  options: { username?: string; roles?: string[] } = {},
): Promise<SignedInStaff> {
  const user = await createStaffUser(testApp.database, options);
  const { token } = await startSession(testApp.database.db, { kind: 'staff', userId: user.userId });
  return { ...user, cookie: `${sessionCookieName(testApp.config)}=${token}` };
}

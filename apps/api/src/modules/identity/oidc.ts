// Staff sign-in through an OpenID Connect provider, when one is configured (local accounts
// otherwise): the authorization code flow with PKCE, state and nonce (openid-client). The verifier,
// state and nonce travel in a short-lived httpOnly cookie between the redirect to the provider and
// its return. The provider's subject is mapped to a users row; the configured claim and value make
// an administrator, and the role follows the provider at every sign-in.
import type { StaffUser } from '@registrar/domain';
import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import type { OidcSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { recordStaffAction } from './audit.ts';
import { describeUser } from './staff-accounts.ts';

/** What the browser keeps between the redirect to the provider and its return. */
export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** The provider's configuration, discovered once (again after a failure). */
export function createOidcClient(settings: OidcSettings, redirectUri: string) {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // A plain-http issuer is accepted only on a loopback address (a provider in tests).
        isLoopbackHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** The provider's authorization address and what to keep until the browser returns. */
    async startSignIn(): Promise<{ url: string; pending: PendingSignIn }> {
      const config = await configuration();
      const pending: PendingSignIn = {
        codeVerifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    /** Redeems the code of the provider's return; the person's claims (ID token and userinfo). */
    async finishSignIn(currentUrl: URL, pending: PendingSignIn) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (idClaims === undefined) throw new Error('The provider answered without an ID token.');
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return { issuer: idClaims.iss, claims: { ...idClaims, ...userInfo } };
    },
  };
}

function isLoopbackHttp(address: string): boolean {
  const url = new URL(address);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Whether the claims carry the value that makes an administrator (a list or a single value). */
function claimsMakeAdministrator(claims: Record<string, unknown>, settings: OidcSettings) {
  const value = claims[settings.adminClaim];
  if (Array.isArray(value)) return value.includes(settings.adminValue);
  return value === settings.adminValue;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The users row of the provider's subject, made at the first sign-in and kept in step with the
 * provider (email, names, administrator role) at each one. Null when the account is disabled.
 */
export async function staffUserForSubject(
  db: Db,
  settings: OidcSettings,
  identity: { issuer: string; claims: Record<string, unknown> },
  clientAddress: string,
  now: Date = new Date(),
): Promise<StaffUser | null> {
  const subject = String(identity.claims.sub);
  const roles = claimsMakeAdministrator(identity.claims, settings) ? ['admin'] : [];
  const email = text(identity.claims.email) ?? '';
  const profile = {
    email,
    firstName: text(identity.claims.given_name) ?? '',
    lastName: text(identity.claims.family_name) ?? '',
    roles,
  };
  const bySubject = and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, subject));
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(bySubject).for('update');
    let row = existing;
    if (existing === undefined) {
      const wanted = text(identity.claims.preferred_username) ?? (email || subject);
      // A local account may already use the name: the provider's account then carries its subject.
      for (const username of [wanted, `${wanted}@${new URL(identity.issuer).host}:${subject}`]) {
        const [inserted] = await tx
          .insert(users)
          .values({
            username,
            ...profile,
            oidcIssuer: identity.issuer,
            oidcSubject: subject,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted !== undefined) {
          row = inserted;
          break;
        }
      }
      if (row === undefined) throw new Error('No username was free for this account.');
      await recordStaffAction(
        tx,
        {
          actorUserId: null,
          action: 'user-created',
          subjectType: 'user',
          subjectId: row.id,
          after: { ...describeUser(row, now), via: 'identity-provider' },
          clientAddress,
        },
        now,
      );
    } else {
      [row] = await tx
        .update(users)
        .set({ ...profile, updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning();
      if (row === undefined) throw new Error('The account went away.');
      const before = describeUser(existing, now);
      const after = describeUser(row, now);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordStaffAction(
          tx,
          {
            actorUserId: null,
            action: 'user-updated',
            subjectType: 'user',
            subjectId: row.id,
            before,
            after: { ...after, via: 'identity-provider' },
            clientAddress,
          },
          now,
        );
      }
    }
    if (row.disabledAt !== null) return null;
    await recordStaffAction(
      tx,
      {
        actorUserId: row.id,
        action: 'signed-in',
        subjectType: 'user',
        subjectId: row.id,
        clientAddress,
      },
      now,
    );
    return describeUser(row, now);
  });
}

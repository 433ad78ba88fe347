// An OpenID Connect provider on loopback (oidc-provider) for tests. Server tests name who signs in
// and the provider asks nothing; the browser journeys' provider asks the way a real one does,
// with its own sign-in page (a username of its directory) and consent page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** Someone the provider knows: the claims it gives about them. */
interface OidcPerson {
  givenName: string;
  familyName: string;
  groups: string[];
}

export interface OidcProviderOptions {
  /** The loopback port to listen on; any free one by default. */
  port?: number;
  client: { id: string; secret: string; redirectUris: string[] };
  /** The provider's directory, by username (the subject). */
  people: Record<string, OidcPerson>;
  /**
   * Who signs in, with no page shown and consent taken as given (a first-party client). Without
   * it the provider shows its sign-in and consent pages.
   */
  signInAs?: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** The directory, changeable while the provider runs (claims are read at each sign-in). */
  people: Record<string, OidcPerson>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title} - Test identity provider</title></head>
<body><main><h1>${title}</h1>
${body}
</main></body>
</html>`;
}

function signInPage(uid: string, problem?: string): string {
  return page(
    'Sign in to the identity provider',
    `${problem === undefined ? '' : `<p role="alert">${problem}</p>`}
<form method="post" action="/interaction/${uid}/login">
<label for="username">Username</label> <input id="username" name="username" autocomplete="off">
<button type="submit">Continue</button>
</form>`,
  );
}

function consentPage(uid: string, clientId: string): string {
  return page(
    'Allow access',
    `<p>${escapeHtml(clientId)} asks for your name, email and groups.</p>
<form method="post" action="/interaction/${uid}/consent">
<button type="submit">Allow</button>
</form>`,
  );
}

async function formOf(request: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

function sendHtml(response: http.ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

/** The provider's own pages: sign-in (a known username), then consent to the client's scopes. */
async function interact(
  provider: Provider,
  people: Record<string, OidcPerson>,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  const { uid, prompt, params } = details;
  const action = /^\/interaction\/[^/?]+\/(login|consent)/.exec(request.url ?? '')?.[1];
  if (request.method === 'GET') {
    const clientId = String(params.client_id);
    sendHtml(response, 200, prompt.name === 'login' ? signInPage(uid) : consentPage(uid, clientId));
    return;
  }
  if (action === 'login') {
    const username = (await formOf(request)).get('username')?.trim() ?? '';
    if (people[username] === undefined) {
      sendHtml(response, 200, signInPage(uid, 'The provider knows no one by that username.'));
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: username } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  // Consent: grant what the client asked for and the person has not granted yet.
  const grant =
    details.grantId === undefined
      ? new provider.Grant({
          accountId: details.session?.accountId ?? '',
          clientId: String(params.client_id),
        })
      : await provider.Grant.find(details.grantId);
  if (grant === undefined) throw new Error('The grant of this interaction is gone.');
  const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (missing.missingOIDCScope !== undefined)
    grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims !== undefined) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

/** Starts the provider on loopback; the issuer is its http://127.0.0.1 address. */
export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcTestProvider> {
  const { people, signInAs } = options;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  // A first-party client whose consent is given without asking (only when nobody is asked).
  const grantWithoutAsking = async (context: KoaContextWithOIDC) => {
    const { oidc } = context;
    const clientId = oidc.client?.clientId ?? '';
    const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
    if (grantId !== undefined) return oidc.provider.Grant.find(grantId);
    const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session?.accountId ?? '' });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        redirect_uris: options.client.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['preferred_username', 'given_name', 'family_name', 'groups'],
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_context, sub) => {
      const person = people[sub];
      if (person === undefined) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: `${sub}@idp.example.gov`,
          preferred_username: sub,
          given_name: person.givenName,
          family_name: person.familyName,
          groups: person.groups,
        }),
      };
    },
    ...(signInAs === undefined ? {} : { loadExistingGrant: grantWithoutAsking }),
  });
  const handle = provider.callback();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!/^\/interaction\/[^/?]+/.test(request.url ?? '')) {
      void handle(request, response);
    } else if (signInAs !== undefined) {
      void provider.interactionFinished(
        request,
        response,
        { login: { accountId: signInAs } },
        { mergeWithLastSubmission: false },
      );
    } else {
      interact(provider, people, request, response).catch((error: unknown) => {
        sendHtml(response, 400, page('Sign-in failed', `<p>${escapeHtml(String(error))}</p>`));
      });
    }
  });
  return {
    issuer,
    people,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

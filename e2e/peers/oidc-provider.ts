// The journeys' OpenID Connect provider as a process (Playwright starts it as a web server): the
// provider of the server tests, showing its own sign-in and consent pages to the browser.
import { startOidcProvider } from '../../apps/api/test/support/oidc-provider.ts';
import { oidcApp, oidcPeople, oidcProvider } from '../tests/servers.ts';

const provider = await startOidcProvider({
  port: oidcProvider.port,
  client: {
    id: oidcProvider.clientId,
    secret: oidcProvider.clientSecret,
    redirectUris: [oidcApp.callbackUrl],
  },
  people: Object.fromEntries(
    Object.values(oidcPeople).map(({ username, ...person }) => [username, person]),
  ),
});
console.log(`OpenID Connect provider at ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

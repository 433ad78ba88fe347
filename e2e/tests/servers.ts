// Where the journeys' servers listen, shared by the Playwright configuration (which starts them)
// and the journeys (which talk to them). Every port follows from E2E_PORT, so runs with different
// E2E_PORTs on one machine do not collide.
const appPort = Number(process.env.E2E_PORT ?? 3123);

/** The app most journeys use: local staff passwords, mail delivered to the capture server. */
export const app = { port: appPort, url: `http://localhost:${String(appPort)}` };

/** A real SMTP server that keeps what it receives and lists it over HTTP (peers/mail-capture.ts). */
export const mailCapture = {
  smtpPort: appPort + 11,
  httpPort: appPort + 10,
  messagesUrl: `http://127.0.0.1:${String(appPort + 10)}/messages`,
};

/** An OpenID Connect provider on loopback (peers/oidc-provider.ts). */
export const oidcProvider = {
  port: appPort + 12,
  issuer: `http://127.0.0.1:${String(appPort + 12)}`,
  clientId: 'registrar-e2e',
  clientSecret: 'registrar-e2e-secret',
  adminGroup: 'registrar-admin',
};

/** A second app whose staff sign in at the provider only (local passwords are off there). */
export const oidcApp = {
  port: appPort + 13,
  url: `http://localhost:${String(appPort + 13)}`,
  callbackUrl: `http://localhost:${String(appPort + 13)}/user-manager-api/oidc/callback`,
};

/** The provider's directory: one administrator (by group) and one member of staff who is not. */
export const oidcPeople = {
  administrator: {
    username: 'avery',
    givenName: 'Avery',
    familyName: 'Okafor',
    groups: [oidcProvider.adminGroup],
  },
  clerk: { username: 'blake', givenName: 'Blake', familyName: 'Ng', groups: ['registrar-clerks'] },
};

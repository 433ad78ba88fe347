// Configuration comes from the environment, is validated once at start, and is passed down;
// nothing else reads process.env. A bad value stops the server with a message naming it.
import { isIP } from 'node:net';
import path from 'node:path';
import { releaseOf } from './operations/release.ts';
import { z } from 'zod';
import { MOST_SEEDED_ENTITIES } from './db/seed-entities.ts';
import { parseSecretsKey } from './modules/secrets/sealed-secrets.ts';

/** A per-minute request limit: at least 1 (a limit cannot be switched off by configuration). */
function perMinuteLimit(defaultLimit: number) {
  return z.coerce.number().int().min(1).max(1_000_000_000).default(defaultLimit);
}

const secretsKeyMessage =
  'Expected 32 random bytes in base64 (44 characters), such as the output of: openssl rand -base64 32.';

/** True for an address that is only an origin: http(s), a host and maybe a port. */
function isBareHttpOrigin(value: string): boolean {
  // Refinements run after a failed format check too: an address that does not parse is not one.
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** A host name as DNS spells one: labels of letters, digits and hyphens, dot-separated. */
const HOST_NAME =
  /^(?=.{1,253}\.?$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/;

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z
    .string()
    .min(1)
    .refine((host) => isIP(host) !== 0 || HOST_NAME.test(host), 'not a host name or an IP address')
    .default('0.0.0.0'),
  /** Folder of the embedded PGlite database; relative paths resolve from where npm was run. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL instead of the embedded database, e.g. postgres://user@host:5432/registrar. */
  DATABASE_URL: z
    .string()
    .url()
    .refine(
      (url) => /^postgres(ql)?:\/\//i.test(url),
      'not a PostgreSQL address (postgres://user@host:5432/database)',
    )
    .optional(),
  /** Folder of the daily open-data export; by default open-data inside DATA_DIR. */
  OPEN_DATA_DIR: z.string().min(1).optional(),
  /** SMTP server for outgoing mail; without it mail stays in the outbox (readable in non-prod). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Secretary of State <business@sos.example.gov>'),
  /** The secret the text message provider sends with replies (X-Text-Provider-Token). */
  TEXT_INBOUND_TOKEN: z.string().min(16).optional(),
  /** Public origin of this server; payment return addresses are built from it. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** dev, test, client or prod: "Show State" and the mail page appear outside prod and client. */
  APP_ENV: z.enum(['dev', 'test', 'client', 'prod']).default('dev'),
  /** How many generated entities the first start seeds into an empty registry. */
  SEED_ENTITY_COUNT: z.coerce.number().int().min(0).max(MOST_SEEDED_ENTITIES).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app (apps/web/dist). */
  WEB_DIST_DIR: z.string().optional(),
  /** The release's version; the project's package.json version by default. */
  BUILD_VERSION: z.string().min(1).optional(),
  /** The commit the release was built from; the checkout's HEAD by default, when there is one. */
  BUILD_COMMIT: z.string().min(1).max(64).optional(),
  /**
   * How many proxies in front of the server to trust for the client's address (rate limits and
   * audit use it). 0 trusts none: X-Forwarded-For from a client could otherwise dodge rate limits.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Links to pages outside the filing app are configuration; Registrar's own page is the default. */
  BUSINESS_HOME_URL: z.string().default('/business/filing/fileaform'),
  /** Redis for the rate-limit counters; without it they live in the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'Expected a redis:// or rediss:// address.')
    .optional(),
  /** Put before every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('registrar:'),
  // Requests one client address may make per minute, counted across every server process.
  RATE_LIMIT_NAME_CHECKS_PER_MINUTE: perMinuteLimit(60),
  RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: perMinuteLimit(20),
  RATE_LIMIT_UPLOADS_PER_MINUTE: perMinuteLimit(30),
  RATE_LIMIT_RECEIPT_EMAILS_PER_MINUTE: perMinuteLimit(5),
  RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: perMinuteLimit(20),
  RATE_LIMIT_CERTIFICATES_PER_MINUTE: perMinuteLimit(20),
  RATE_LIMIT_SIGN_INS_PER_MINUTE: perMinuteLimit(10),
  RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: perMinuteLimit(10),
  RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE: perMinuteLimit(5),
  // The filing API: per client address, and per API key whatever the address.
  RATE_LIMIT_FILING_API_PER_MINUTE: perMinuteLimit(6000),
  RATE_LIMIT_FILING_API_PER_KEY_PER_MINUTE: perMinuteLimit(3000),
  /**
   * OpenID Connect for staff sign-in (local accounts when it is not set): the issuer's address,
   * this client's id and secret, and which claim (and value) makes an administrator. With an issuer
   * set, local passwords are off.
   */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The claim holding the groups or roles, e.g. "groups" or "roles". */
  OIDC_ADMIN_CLAIM: z.string().min(1).default('groups'),
  /** The value in that claim that means administrator. */
  OIDC_ADMIN_VALUE: z.string().min(1).default('registrar-admin'),
  /** Minutes a first-administrator setup link works after the server prints it. */
  ADMIN_SETUP_LINK_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /**
   * On SIGTERM, seconds the server keeps answering while /readyz says 503, so a load balancer
   * takes it out of rotation before it stops accepting connections.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** Then, seconds requests in flight get to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(30),
  /** Serves /metrics on the main port to requests that bring this bearer token. */
  METRICS_TOKEN: z.string().min(16, 'Use a token of at least 16 characters.').optional(),
  /** Serves /metrics on this port of its own, without a token (keep it off the public network). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Which hosted checkout takes the fees: the built-in test checkout, or Stripe Checkout. */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  /** Stripe's secret API key (sk_test_..., sk_live_... or a restricted rk_...); needed with stripe. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, 'Expected a Stripe secret key (sk_... or rk_...).')
    .optional(),
  /** The signing secret of the webhook endpoint that sends Stripe's events here (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'Expected a webhook signing secret (whsec_...).')
    .optional(),
  /**
   * Another address for Stripe's API, e.g. http://127.0.0.1:12111 for a local stand-in; without
   * it the SDK calls Stripe itself.
   */
  STRIPE_API_BASE_URL: z
    .string()
    .url()
    .refine(isBareHttpOrigin, 'Expected http:// or https://, a host and an optional port, no path.')
    .optional(),
  /**
   * The key the secrets kept in the database are sealed with (webhook signing secrets). Without
   * it, the embedded default keeps one in DATA_DIR/secrets.key; production with DATABASE_URL
   * needs it (every server process must hold the same key).
   */
  SECRETS_KEY: z
    .string()
    .refine((value) => parseSecretsKey(value) !== null, secretsKeyMessage)
    .optional(),
  /** Earlier keys, comma-separated: they still open what they sealed, while it is sealed again. */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .refine(
      (value) => value.split(',').every((key) => parseSecretsKey(key) !== null),
      `Expected keys separated by commas. ${secretsKeyMessage}`,
    )
    .optional(),
  /**
   * The OpenTelemetry collector that takes traces over OTLP/HTTP, e.g. http://127.0.0.1:4318;
   * without it nothing is traced. Traces go to its /v1/traces.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** The service name the traces carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default('registrar'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Folder of the open-data export; null when DATA_DIR is in memory and none is set (each app
   * then keeps its export in a temporary folder of its own).
   */
  openDataDir: string | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  textInboundToken: string | undefined;
  publicBaseUrl: string;
  appEnv: 'dev' | 'test' | 'client' | 'prod';
  seedEntityCount: number;
  logLevel: string;
  webDistDir: string;
  buildVersion: string;
  /** The commit the running release was built from ("unknown" when nothing says). */
  buildCommit: string;
  businessHomeUrl: string;
  trustProxyHops: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  rateLimits: RateLimitSettings;
  /** Staff sign in through this OpenID Connect provider; null: local accounts with passwords. */
  oidc: OidcSettings | null;
  adminSetupLinkMinutes: number;
  shutdown: { drainSeconds: number; timeoutSeconds: number };
  /** Prometheus metrics: off unless a token or a port of their own is set. */
  metrics: { token: string | undefined; port: number | undefined };
  payments: PaymentSettings;
  /** OpenTelemetry traces: off (null) unless a collector is set. */
  tracing: { endpoint: string; serviceName: string } | null;
  /**
   * SECRETS_KEY (null when unset: the key file in DATA_DIR, or the test environment's fixed key)
   * and SECRETS_KEY_PREVIOUS; modules/secrets/sealed-secrets.ts makes the keyring of them.
   */
  secretsKeys: { current: Buffer | null; previous: Buffer[] };
  webhooks: {
    /**
     * Outside production, an endpoint may name this machine's loopback address (127.0.0.1, [::1]
     * or localhost), over plain http too, for a receiver run locally.
     */
    allowInsecureLoopback: boolean;
  };
}

/** The hosted checkout that takes the fees. */
type PaymentSettings = { provider: 'test' } | { provider: 'stripe'; stripe: StripeSettings };

/** Stripe Checkout: the keys (never logged) and where its API is. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API, as the SDK takes it; null: Stripe's own. */
  api: { protocol: 'http' | 'https'; host: string; port: number } | null;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  adminClaim: string;
  adminValue: string;
}

/** Requests one client address may make per minute, by kind of request. */
export interface RateLimitSettings {
  /** Every call under /filing-api/v1 from one address. */
  filingApi: number;
  /** Every call under /filing-api/v1 with one API key, from any address. */
  filingApiPerKey: number;
  /** GET validateEntityNameAndAvailability and validateEntityNameOnly, counted together. */
  nameChecks: number;
  /** POST /business-api/payment. */
  paymentStarts: number;
  /** GET /business-api/pdf/gsCertificate: each one issues and keeps a certificate. */
  certificates: number;
  /** POST /business-api/attachments. */
  uploads: number;
  /** POST /ens-db-api/send-email. */
  receiptEmails: number;
  /** The built-in test checkout's card form. */
  cardPayments: number;
  /** Secure Business Filing: sign-in, account creation, email verification, new password. */
  signIns: number;
  /** POST /user-manager-api/store/login. */
  staffSignIns: number;
  /**
   * Password resets, filers' (GET /business-api/sbfPasswordReset) and staff's
   * (POST /user-manager-api/store/reset-pass) counted together: each may send a message.
   */
  passwordResets: number;
}

/** Thrown when the environment holds a value the server cannot run with. */
export class ConfigError extends Error {}

/** An API origin split as the Stripe SDK takes it (a bracketed IPv6 host loses its brackets). */
function stripeApiAddress(value: string | undefined): StripeSettings['api'] {
  if (value === undefined) return null;
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
  };
}

/** The payment settings; Stripe needs both of its secrets. */
function paymentSettings(env: z.infer<typeof environmentSchema>): PaymentSettings {
  if (env.PAYMENT_PROVIDER === 'test') return { provider: 'test' };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (name) => env[name] === undefined,
  );
  if (env.STRIPE_SECRET_KEY === undefined || env.STRIPE_WEBHOOK_SECRET === undefined) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs ${missing.join(' and ')}.`,
    );
  }
  return {
    provider: 'stripe',
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      api: stripeApiAddress(env.STRIPE_API_BASE_URL),
    },
  };
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and validates the configuration from an environment (process.env by default). */
export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const oidcParts = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (
    oidcParts.some((part) => part !== undefined) &&
    oidcParts.some((part) => part === undefined)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together or not at all.',
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: the same port as PORT; metrics need a port of their own (or leave METRICS_PORT out and scrape PORT with METRICS_TOKEN).',
    );
  }
  if (env.APP_ENV === 'prod' && env.DATABASE_URL !== undefined && env.SECRETS_KEY === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRETS_KEY is needed in production with DATABASE_URL: every server process seals and opens the webhook secrets with it. Make one with `openssl rand -base64 32`, keep it in your secrets store and give the same key to every server.',
    );
  }
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed it.
  const base = environment.INIT_CWD ?? process.cwd();
  const release = releaseOf(env);
  return {
    port: env.PORT,
    host: env.HOST,
    // 'memory://' names a throwaway embedded database, not a folder.
    dataDir: env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : path.resolve(base, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    openDataDir:
      env.OPEN_DATA_DIR !== undefined
        ? path.resolve(base, env.OPEN_DATA_DIR)
        : env.DATA_DIR.startsWith('memory://')
          ? null
          : path.resolve(base, env.DATA_DIR, 'open-data'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    textInboundToken: env.TEXT_INBOUND_TOKEN,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    appEnv: env.APP_ENV,
    seedEntityCount: env.SEED_ENTITY_COUNT,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(base, env.WEB_DIST_DIR)
      : path.join(repositoryRoot, 'apps/web/dist'),
    buildVersion: release.version,
    buildCommit: release.commit,
    businessHomeUrl: env.BUSINESS_HOME_URL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    rateLimits: {
      nameChecks: env.RATE_LIMIT_NAME_CHECKS_PER_MINUTE,
      paymentStarts: env.RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE,
      uploads: env.RATE_LIMIT_UPLOADS_PER_MINUTE,
      receiptEmails: env.RATE_LIMIT_RECEIPT_EMAILS_PER_MINUTE,
      cardPayments: env.RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE,
      certificates: env.RATE_LIMIT_CERTIFICATES_PER_MINUTE,
      signIns: env.RATE_LIMIT_SIGN_INS_PER_MINUTE,
      staffSignIns: env.RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE,
      passwordResets: env.RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE,
      filingApi: env.RATE_LIMIT_FILING_API_PER_MINUTE,
      filingApiPerKey: env.RATE_LIMIT_FILING_API_PER_KEY_PER_MINUTE,
    },
    oidc:
      env.OIDC_ISSUER !== undefined &&
      env.OIDC_CLIENT_ID !== undefined &&
      env.OIDC_CLIENT_SECRET !== undefined
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            adminClaim: env.OIDC_ADMIN_CLAIM,
            adminValue: env.OIDC_ADMIN_VALUE,
          }
        : null,
    adminSetupLinkMinutes: env.ADMIN_SETUP_LINK_MINUTES,
    shutdown: {
      drainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
      timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    },
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    payments: paymentSettings(env),
    tracing:
      env.OTEL_EXPORTER_OTLP_ENDPOINT === undefined
        ? null
        : {
            endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, ''),
            serviceName: env.OTEL_SERVICE_NAME,
          },
    secretsKeys: {
      current: env.SECRETS_KEY === undefined ? null : parseSecretsKey(env.SECRETS_KEY),
      previous: (env.SECRETS_KEY_PREVIOUS?.split(',') ?? []).flatMap(
        (key) => parseSecretsKey(key) ?? [],
      ),
    },
    webhooks: { allowInsecureLoopback: env.APP_ENV !== 'prod' },
  };
}

/**
 * The folder a command was typed in: npm runs workspace scripts inside the workspace folder, so a
 * path given on a command line resolves from here, as DATA_DIR does.
 */
export function invocationDirectory(
  environment: Record<string, string | undefined> = process.env,
): string {
  return environment.INIT_CWD ?? process.cwd();
}

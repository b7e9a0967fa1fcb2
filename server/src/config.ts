import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { productionPaymentProblem } from './modules/payments/payment-mode.js';
import { walletSettingsSchema } from './modules/payments/wallets/registry.js';

// Every setting the server reads, validated once at start. `.env.example` documents each one;
// a bad value stops the server with a message naming the variable.
/** The accounts' deliberate costs as production keeps them (defaults, and production's floors). */
export const SECURITY_COST_FLOORS = {
  PASSWORD_SCRYPT_LOG2_N: 15,
  REGISTER_ANSWER_FLOOR_MS: 600,
  CODE_ANSWER_FLOOR_MS: 400,
} as const;

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Shown to browsers (a video link, an iframe): https only, so the site never embeds mixed content. */
const optionalHttpsUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional());

const optionalEmail = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.email({ error: 'must be an e-mail address' }).optional());

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address ?? '') === 0) return false;
  return prefix === undefined || /^\d{1,3}$/.test(prefix);
};

/**
 * Which proxies may say who the client is (express's `trust proxy`): unset, no proxy (the socket's
 * address counts); a number, that many hops in front of the server; or a comma-separated list of
 * their addresses (CIDR allowed, or loopback, linklocal, uniquelocal). Never "any header": with
 * `true` every client could name any address in X-Forwarded-For and slip past per-address limits.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (!v || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        v === 'true'
          ? 'name the number of proxy hops (e.g. 1) or their addresses, not true (that trusts any X-Forwarded-For)'
          : 'must be a number of proxy hops or a comma-separated list of proxy addresses',
    });
    return z.NEVER;
  });

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().default('http://localhost:4000'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  /** Bearer token for GET /metrics; unset: only direct requests from this machine may read it. */
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  URL_SIGNING_SECRET: z.string().min(32).optional(),
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().default('Lekhapadi <no-reply@lekhapadi.local>'),
  SMS_GATEWAY_URL: optionalUrl.optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Each wallet's merchant settings (ESEWA_*, KHALTI_*): see its folder's settings file. */
  ...walletSettingsSchema,
  /** Time limit of each call to a payment provider. */
  PAYMENT_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Time limit of the "is the provider's page up?" check made before the browser is sent there. */
  PAYMENT_REACHABILITY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
  /** true: test merchants, keys and hosts are allowed with NODE_ENV=production (a staging server). */
  PAYMENTS_SANDBOX: booleanFlag,
  /** PDF render threads; by default one per core. */
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Files go to this S3-compatible bucket when set, else under DATA_DIR/files. */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl.optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** Where Contact Us messages are mailed; unset: they are only stored. Never shown to visitors. */
  CONTACT_EMAIL: optionalEmail.optional(),
  /** The public site's Watch Video link; unset hides the button. */
  TUTORIAL_VIDEO_URL: optionalHttpsUrl.optional(),
  /** The Contact Us map (an iframe's src); unset shows a static image. */
  MAP_EMBED_URL: optionalHttpsUrl.optional(),
  /** The postal address the Contact Us section shows beside the map. */
  /** GraphQL introspection; unset: off when NODE_ENV=production, on otherwise. */
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false', '1', '0', '']).optional(),
  /**
   * Operations /graphql runs as text: `only` refuses text unless an API token with the graphql:any
   * scope sends it (everyone else sends ids of the client's trusted documents); `also` takes text
   * from anyone. Unset: `only` when NODE_ENV=production, `also` otherwise.
   */
  GRAPHQL_TRUSTED_DOCUMENTS: z.enum(['only', 'also', '']).optional(),
  /** Open GraphQL WebSockets one client address may hold at once. */
  WS_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Requests one API token may make per minute (tokens made later get the value of their day). */
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Summed GraphQL cost (extensions.cost) one API token may spend per minute. */
  API_TOKEN_COST_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(60_000),
  /**
   * Deliberate costs of accounts (accounts/password.ts, accounts/steady-timing.ts): the scrypt cost
   * of new password hashes as log2 N, and the floors of the answers that must not tell whether an
   * account exists. Production refuses anything below the defaults; test servers lower them.
   */
  PASSWORD_SCRYPT_LOG2_N: z.coerce
    .number()
    .int()
    .min(10)
    .max(20)
    .default(SECURITY_COST_FLOORS.PASSWORD_SCRYPT_LOG2_N),
  REGISTER_ANSWER_FLOOR_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(SECURITY_COST_FLOORS.REGISTER_ANSWER_FLOOR_MS),
  CODE_ANSWER_FLOOR_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(SECURITY_COST_FLOORS.CODE_ANSWER_FLOOR_MS),
  /** Seconds before a failed webhook delivery's first retry; each retry waits twice as long. */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * true: webhook endpoints on this machine (127.0.0.1, ::1, localhost, over http too) are allowed,
   * for local receivers and tests. Every other inside address stays refused; production refuses it.
   */
  WEBHOOK_ALLOW_LOOPBACK: booleanFlag,
  CONTACT_ADDRESS: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export type Config = z.infer<typeof schema> & {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** Key for signed file URLs: configured, or generated once and kept under DATA_DIR. */
  urlSigningSecret: string;
  /** Whether cookies must carry the Secure flag (the public address is https). */
  secureCookies: boolean;
  /** GRAPHQL_INTROSPECTION, or its default for NODE_ENV. */
  graphqlIntrospection: boolean;
  /** GRAPHQL_TRUSTED_DOCUMENTS, or its default for NODE_ENV. */
  graphqlTrustedDocuments: 'only' | 'also';
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    const missing = values.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
    );
  }
  const costProblem = values.NODE_ENV === 'production' ? securityCostProblem(values) : null;
  if (costProblem) throw new ConfigError(`Invalid configuration:\n${costProblem}`);
  if (values.NODE_ENV === 'production' && values.WEBHOOK_ALLOW_LOOPBACK) {
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOK_ALLOW_LOOPBACK: must be off with NODE_ENV=production (webhooks never reach this machine)',
    );
  }
  const paymentProblem = productionPaymentProblem(values);
  if (paymentProblem) throw new ConfigError(`Invalid configuration:\n${paymentProblem}`);
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...values,
    dataDir,
    urlSigningSecret: values.URL_SIGNING_SECRET ?? persistentSecret(dataDir),
    secureCookies: values.PUBLIC_URL.startsWith('https:'),
    graphqlIntrospection: values.GRAPHQL_INTROSPECTION
      ? ['true', '1'].includes(values.GRAPHQL_INTROSPECTION)
      : values.NODE_ENV !== 'production',
    graphqlTrustedDocuments:
      values.GRAPHQL_TRUSTED_DOCUMENTS || (values.NODE_ENV === 'production' ? 'only' : 'also'),
  };
}

/** Production keeps the accounts' deliberate costs at least at their defaults. */
function securityCostProblem(values: Record<keyof typeof SECURITY_COST_FLOORS, number>): string | null {
  const low = (Object.keys(SECURITY_COST_FLOORS) as (keyof typeof SECURITY_COST_FLOORS)[]).filter(
    (name) => values[name] < SECURITY_COST_FLOORS[name],
  );
  if (low.length === 0) return null;
  return low
    .map((name) => `  ${name}: must be at least ${SECURITY_COST_FLOORS[name]} with NODE_ENV=production`)
    .join('\n');
}

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'url-signing.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

import { tmpdir } from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Plain http is fine on this machine only; anything that leaves it must be https. */
export function isLoopbackUrl(value: string): boolean {
  const url = new URL(value);
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.');
}

const secureUrl = z
  .url()
  .refine((v) => v.startsWith('https://') || (v.startsWith('http://') && isLoopbackUrl(v)), {
    message: 'must use https (plain http is allowed only for loopback addresses)',
  })
  .transform((v) => v.replace(/\/+$/, ''));

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  DATA_DIR: z.string().default('.data'),
  /** Where uploaded exports wait while they are read (removed right after). */
  UPLOAD_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url().startsWith('postgres').optional()),
  SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9+/=_-]{43,}$/, 'must be at least 32 random bytes, base64 encoded')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Extra origins (comma-separated) allowed as frontend_url, e.g. the Vite dev server. */
  ALLOWED_FRONTEND_ORIGINS: z.string().default(''),
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_OAUTH_BASE_URL: secureUrl.default('https://www.linkedin.com/oauth'),
  LINKEDIN_API_BASE_URL: secureUrl.default('https://api.linkedin.com'),
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^\d{6}$/, 'must look like YYYYMM')
    .default('202610'),
  /** How long one LinkedIn API call may take before its outcome counts as unknown. */
  LINKEDIN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** Where trending topics come from: the live web, or the built-in news sandbox (offline). */
  TOPIC_SOURCES: z.enum(['live', 'sandbox']).optional(),
  /** The news sandbox's base URL when it runs on its own port (tests); defaults to the built-in one. */
  NEWS_SANDBOX_URL: optionalText.pipe(secureUrl.optional()),
  TOPIC_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  TOPIC_FETCH_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** The writing model: the offline composer, or a language model through the AI SDK. */
  LLM_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  /** Base URL of an OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter) or a proxy. */
  LLM_BASE_URL: optionalText.pipe(z.url().optional()),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Requests per minute one client address may make to the API (0 turns the limit off). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Requests per minute one signed-in member may make, from any address (0 turns it off). */
  RATE_LIMIT_PER_MEMBER_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Which proxies may tell us the client's address in X-Forwarded-For (decision 009). */
  TRUST_PROXY: optionalText.pipe(z.string().transform(parseTrustProxy).optional()),
  /** Run the job engine's workers inside the API process (embedded default) or not (production API). */
  RUN_WORKERS: z.enum(['true', 'false']).optional(),
  /** Where notification emails go out (smtp:// or smtps://); without it they appear only in the app's bell. */
  SMTP_URL: optionalText.pipe(
    z
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), { message: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  /** The From of notification emails, e.g. "Cadence <notifications@example.com>". */
  MAIL_FROM: optionalText,
  /** How far ahead a post must be scheduled (spec: 5 minutes); tests use a few seconds. */
  MIN_SCHEDULE_LEAD_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** A post this late (every worker was down) asks the member instead of going out silently. */
  PUBLISH_LATE_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(3600),
  /** Scheduled posts one process sends to LinkedIn at once (one member's posts go one at a time). */
  PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
  /** How long before its slot an automation post is researched and written (issue 11: 2 hours). */
  AUTOMATION_WRITE_LEAD_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(7200),
  /** Turns GET /metrics on, for a bearer holding this token; unset, no process serves metrics. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Where a worker process (no HTTP server of its own) serves /metrics when METRICS_TOKEN is set. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /**
   * Asks for r_member_postAnalytics at sign-in and measures published posts through LinkedIn's
   * member post analytics API (issue 28). LinkedIn grants the scope only to some apps: off by
   * default, and Cadence works fully without it (the export import covers the same numbers).
   */
  LINKEDIN_POST_ANALYTICS: z.enum(['true', 'false']).optional(),
});

/** Fastify's trustProxy: off, a test of (address, hop), or the proxies' addresses and ranges. */
type TrustProxy = false | ((address: string, hop: number) => boolean) | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Off (false), a number of proxy hops, or the proxies' addresses. `true` (trust any sender) is
 * refused: with it every client may pick its own address and so its own rate-limit counter.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    // N proxies: trust the socket peer and the N-1 hops it reports, as Fastify does for a number.
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length === 0) return entries;
  context.addIssue({
    code: 'custom',
    message:
      value === 'true'
        ? 'true would trust any client to name its own address; give the number of proxies in front of the app (e.g. 1) or their addresses'
        : `must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or ranges (e.g. 10.0.0.0/8); not understood: ${bad.join(', ')}`,
  });
  return z.NEVER;
}

/** Checked apart from the schema so it is reported together with every other problem. */
function credentialProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const provider = env.LLM_PROVIDER?.trim();
  if ((provider === 'openai' || provider === 'anthropic') && !env.LLM_API_KEY?.trim()) {
    problems.push(`LLM_API_KEY: required when LLM_PROVIDER is ${provider}`);
  }
  if (provider === 'openai-compatible' && !env.LLM_BASE_URL?.trim()) {
    problems.push('LLM_BASE_URL: required when LLM_PROVIDER is openai-compatible');
  }
  if (provider && provider !== 'offline' && !env.LLM_MODEL?.trim()) {
    problems.push(`LLM_MODEL: required when LLM_PROVIDER is ${provider}`);
  }
  return [...problems, ...linkedInCredentialProblems(env)];
}

function linkedInCredentialProblems(env: NodeJS.ProcessEnv): string[] {
  const hasId = Boolean(env.LINKEDIN_CLIENT_ID?.trim());
  const hasSecret = Boolean(env.LINKEDIN_CLIENT_SECRET?.trim());
  if (hasId === hasSecret) return [];
  const missing = hasId ? 'LINKEDIN_CLIENT_SECRET' : 'LINKEDIN_CLIENT_ID';
  return [`${missing}: set both LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET, or neither to use the built-in sandbox`];
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; every bad or missing variable is listed in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...credentialProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const sandbox = !e.LINKEDIN_CLIENT_ID;
  // On by default only with the built-in sandbox, which grants the scope and serves the numbers:
  // the embedded default then shows what its posts earned. Against LinkedIn it must be asked for.
  const postAnalytics = e.LINKEDIN_POST_ANALYTICS ? e.LINKEDIN_POST_ANALYTICS === 'true' : sandbox;
  const sandboxBaseUrl = `${publicUrl}/sandbox/linkedin`;
  const allowedOrigins = new Set([
    new URL(publicUrl).origin,
    ...e.ALLOWED_FRONTEND_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(o).origin),
  ]);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(tmpdir(), 'cadence-imports')),
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY,
    logLevel: e.LOG_LEVEL,
    allowedFrontendOrigins: allowedOrigins,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitPerMemberPerMinute: e.RATE_LIMIT_PER_MEMBER_PER_MINUTE,
    /** Fastify's trustProxy: off unless TRUST_PROXY names the proxies in front of the app. */
    trustProxy: e.TRUST_PROXY ?? false,
    research: {
      // The embedded default (sandbox LinkedIn) researches against the built-in news sandbox.
      sources: e.TOPIC_SOURCES ?? (sandbox ? 'sandbox' : 'live'),
      newsSandboxBaseUrl: e.NEWS_SANDBOX_URL ?? `${publicUrl}/sandbox/news`,
      fetchTimeoutMs: e.TOPIC_FETCH_TIMEOUT_MS,
      concurrency: e.TOPIC_FETCH_CONCURRENCY,
    },
    writer: {
      provider: e.LLM_PROVIDER,
      model: e.LLM_MODEL,
      apiKey: e.LLM_API_KEY,
      baseUrl: e.LLM_BASE_URL,
      timeoutMs: e.LLM_TIMEOUT_MS,
    },
    runWorkers: e.RUN_WORKERS ? e.RUN_WORKERS === 'true' : true,
    notifications: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM ?? `Cadence <notifications@${new URL(publicUrl).hostname}>`,
    },
    scheduling: {
      minLeadSeconds: e.MIN_SCHEDULE_LEAD_SECONDS,
      lateGraceSeconds: e.PUBLISH_LATE_GRACE_SECONDS,
      publishConcurrency: e.PUBLISH_CONCURRENCY,
    },
    automation: {
      writeLeadSeconds: e.AUTOMATION_WRITE_LEAD_SECONDS,
    },
    metrics: { token: e.METRICS_TOKEN, workerPort: e.METRICS_PORT },
    linkedin: {
      sandbox,
      /** Labelled "Sandbox" for members: the built-in one, or any on a loopback address (LinkedIn never is). */
      standIn: sandbox || isLoopbackUrl(e.LINKEDIN_API_BASE_URL),
      clientId: e.LINKEDIN_CLIENT_ID ?? 'cadence-sandbox',
      /** In sandbox mode the secret is derived from the secret key at start-up. */
      clientSecret: e.LINKEDIN_CLIENT_SECRET,
      oauthBaseUrl: sandbox ? `${sandboxBaseUrl}/oauth` : e.LINKEDIN_OAUTH_BASE_URL,
      apiBaseUrl: sandbox ? sandboxBaseUrl : e.LINKEDIN_API_BASE_URL,
      apiVersion: e.LINKEDIN_API_VERSION,
      timeoutMs: e.LINKEDIN_TIMEOUT_MS,
      redirectUri: `${publicUrl}/api/auth/linkedin/callback`,
      scopes: ['openid', 'profile', 'email', 'w_member_social', ...(postAnalytics ? ['r_member_postAnalytics'] : [])],
      /** LINKEDIN_POST_ANALYTICS: measure published posts through memberCreatorPostAnalytics. */
      postAnalytics,
    },
  };
}

import type { Fault, FaultTarget, SandboxMember, SandboxPostRecord } from '@cadence/linkedin-sandbox';

/** What every control route answers with (packages/linkedin-sandbox/src/sandbox-controls.ts). */
export interface SandboxState {
  faults: Partial<Record<FaultTarget, Fault>>;
  tokenTtlSeconds: number;
  member: SandboxMember;
}

/** GET /__sandbox/posts (packages/linkedin-sandbox/src/routes/controls.ts). */
export interface SandboxPosts {
  dailyPostLimit: number;
  activeVersions: string[];
  /** Every post the sandbox received: `commentary` as sent, `text` as LinkedIn would show it. */
  posts: SandboxPostRecord[];
}

/** LinkedIn's access tokens live 60 days; the sandbox's default. */
export const DEFAULT_TOKEN_TTL_SECONDS = 60 * 24 * 60 * 60;

export interface SandboxControlClient {
  state(): Promise<SandboxState>;
  /** Lifetime of access tokens issued from now on; zero or negative mints already-expired tokens. */
  setTokenTtl(seconds: number): Promise<SandboxState>;
  setFault(target: FaultTarget, fault: Fault): Promise<SandboxState>;
  clearFault(target: FaultTarget): Promise<SandboxState>;
  clearFaults(): Promise<SandboxState>;
  /** The member pre-filled on the consent page; left-out fields take the defaults. */
  setMember(member: Partial<SandboxMember>): Promise<SandboxState>;
  /** Every token issued so far answers 401 REVOKED_ACCESS_TOKEN. */
  revokeAll(): Promise<SandboxState>;
  /** Back to the start-up options: no faults, default TTL and member, no pending sign-ins, no posts. */
  reset(): Promise<SandboxState>;
  /** The posts the sandbox received, as LinkedIn stored them. */
  posts(): Promise<SandboxPosts>;
}

/** Calls one `${base}/__sandbox/...` control route and returns its JSON answer. */
export async function callControl<T>(
  base: string,
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  route: string,
  body?: unknown,
): Promise<T> {
  const authorization = `Bearer ${token}`;
  const response = await fetch(`${base}/__sandbox/${route}`, {
    method,
    headers: body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Sandbox control ${method} ${base}/__sandbox/${route} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A typed client for a standalone sandbox's HTTP controls under `${sandboxUrl}/__sandbox/...`. */
export function sandboxClient(sandbox: { url: string; controlToken: string }): SandboxControlClient {
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', route: string, body?: unknown) =>
    callControl<SandboxState>(sandbox.url, sandbox.controlToken, method, route, body);
  return {
    state: () => call('GET', 'state'),
    setTokenTtl: (seconds) => call('PUT', 'token-ttl', { seconds }),
    setFault: (target, fault) => call('PUT', `faults/${encodeURIComponent(target)}`, fault),
    clearFault: (target) => call('DELETE', `faults/${encodeURIComponent(target)}`),
    clearFaults: () => call('DELETE', 'faults'),
    setMember: (member) => call('PUT', 'member', member),
    revokeAll: () => call('POST', 'revoke-all'),
    reset: () => call('POST', 'reset'),
    posts: () => callControl<SandboxPosts>(sandbox.url, sandbox.controlToken, 'GET', 'posts'),
  };
}

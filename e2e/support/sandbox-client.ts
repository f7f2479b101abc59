import type { Fault, FaultTarget, SandboxMember } from '@cadence/linkedin-sandbox';

/** What every control route answers with (packages/linkedin-sandbox/src/sandbox-controls.ts). */
export interface SandboxState {
  faults: Partial<Record<FaultTarget, Fault>>;
  tokenTtlSeconds: number;
  member: SandboxMember;
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
  /** Back to the start-up options: no faults, default TTL and member, no pending sign-ins. */
  reset(): Promise<SandboxState>;
}

/** A typed client for the sandbox's HTTP controls under `${sandboxUrl}/__sandbox/...`. */
export function sandboxClient(sandboxUrl: string): SandboxControlClient {
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<SandboxState> => {
    const response = await fetch(`${sandboxUrl}/__sandbox/${route}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Sandbox control ${method} /__sandbox/${route} answered ${response.status}: ${text}`);
    return JSON.parse(text) as SandboxState;
  };
  return {
    state: () => call('GET', 'state'),
    setTokenTtl: (seconds) => call('PUT', 'token-ttl', { seconds }),
    setFault: (target, fault) => call('PUT', `faults/${encodeURIComponent(target)}`, fault),
    clearFault: (target) => call('DELETE', `faults/${encodeURIComponent(target)}`),
    clearFaults: () => call('DELETE', 'faults'),
    setMember: (member) => call('PUT', 'member', member),
    revokeAll: () => call('POST', 'revoke-all'),
    reset: () => call('POST', 'reset'),
  };
}

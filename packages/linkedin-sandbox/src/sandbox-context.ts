import { processSigningKey, type SigningKey } from './id-tokens.ts';
import type { SandboxStore, StoreOptions } from './sandbox-store.ts';
import type { SandboxClient, SandboxOptions } from './types.ts';

/** What every route module needs; routes added later (the Posts API) take the same context. */
export interface SandboxContext {
  /** Resolved per request because a standalone sandbox learns its port only after listening. */
  readonly baseUrl: string;
  readonly issuer: string;
  readonly clients: readonly SandboxClient[];
  readonly secret: string;
  readonly store: SandboxStore;
  readonly initialOptions: StoreOptions;
  signingKey(): Promise<SigningKey>;
  findClient(clientId: string): SandboxClient | undefined;
}

export function createSandboxContext(
  options: Omit<SandboxOptions, 'baseUrl'>,
  store: SandboxStore,
  baseUrl: () => string,
): SandboxContext {
  const clients = options.clients.map((client) => ({ ...client, redirectUris: [...client.redirectUris] }));
  return {
    get baseUrl() {
      return baseUrl();
    },
    get issuer() {
      return `${baseUrl()}/oauth`;
    },
    clients,
    secret: options.secret,
    store,
    initialOptions: {
      member: options.member,
      tokenTtlSeconds: options.tokenTtlSeconds,
      dailyPostLimit: options.dailyPostLimit,
      activeVersionMonths: options.activeVersionMonths,
    },
    signingKey: processSigningKey,
    findClient(clientId) {
      return clients.find((client) => client.clientId === clientId);
    },
  };
}

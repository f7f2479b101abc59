import { createHmac } from 'node:crypto';
import type { Config } from './config/load-config';
import { deriveKeys, type Keys } from './crypto/keys';
import { loadSecretKey } from './crypto/load-secret-key';
import { createDatabase, type Database } from './db/create-database';
import { migrate } from './db/migrate';
import { createJobEngine } from './jobs/create-job-engine';
import { jobs } from './jobs/registry';
import type { Deps } from './deps';
import { createLinkedInAuth } from './linkedin/linkedin-auth';
import { startProcessLiveness } from './liveness/start-process-liveness';

export interface CreateDepsOptions {
  role: 'api' | 'worker';
  /** Tests hand in a database they created (a fresh one per file). */
  database?: Database;
  onJobError?: (error: Error) => void;
}

/** The built-in sandbox's client secret: derived, so nothing needs configuring or committing. */
export function sandboxClientSecret(keys: Keys): string {
  return createHmac('sha256', keys.sandbox).update('client-secret').digest('base64url');
}

/** Opens everything a process needs, in order: keys, database (migrated), job engine, LinkedIn. */
export async function createDeps(config: Config, options: CreateDepsOptions): Promise<Deps> {
  const keys = deriveKeys(await loadSecretKey(config.secretKey, config.dataDir));
  const database =
    options.database ??
    (await createDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
    ));
  try {
    await migrate(database);
    const jobEngine = await createJobEngine(database, { role: options.role, onError: options.onJobError, queues: jobs });
    const linkedinAuth = createLinkedInAuth({
      oauthBaseUrl: config.linkedin.oauthBaseUrl,
      clientId: config.linkedin.clientId,
      clientSecret: config.linkedin.clientSecret ?? sandboxClientSecret(keys),
      redirectUri: config.linkedin.redirectUri,
      scopes: config.linkedin.scopes,
    });
    const liveness = await startProcessLiveness(database.db, {
      role: options.role,
      ...(options.onJobError ? { onError: options.onJobError } : {}),
    });
    return { config, database, keys, jobs: jobEngine, linkedinAuth, liveness };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function closeDeps(deps: Deps): Promise<void> {
  await deps.jobs.stop();
  // After the jobs: a stopping worker holds its posts until its last handler is done.
  await deps.liveness.stop();
  await deps.database.close();
}

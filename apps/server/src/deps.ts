import type { Config } from './config/load-config';
import type { Keys } from './crypto/keys';
import type { Database } from './db/create-database';
import type { JobEngine } from './jobs/create-job-engine';
import type { LinkedInAuth } from './linkedin/linkedin-auth';
import type { ProcessLiveness } from './liveness/start-process-liveness';

/** What domain functions need from the outside world, passed explicitly so tests can build it. */
export interface Deps {
  config: Config;
  database: Database;
  keys: Keys;
  jobs: JobEngine;
  linkedinAuth: LinkedInAuth;
  /** This process's heartbeat; its id marks the posts it holds. */
  liveness: ProcessLiveness;
}

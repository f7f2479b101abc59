import type { JobDefinition } from './job-definition';
import { purgeExpiredRateLimitCounters } from './purge-expired-rate-limit-counters';
import { purgeExpiredSignInData } from './purge-expired-sign-in-data';
import { recoverStuckPublishesJob } from './recover-stuck-publishes';

/** Every job the workers run. Scheduling adds its publish jobs here. */
export const jobs: JobDefinition[] = [purgeExpiredSignInData, recoverStuckPublishesJob, purgeExpiredRateLimitCounters];

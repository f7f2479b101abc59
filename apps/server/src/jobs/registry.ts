import type { JobDefinition } from './job-definition';
import { purgeExpiredSignInData } from './purge-expired-sign-in-data';

/** Every job the workers run. Scheduling adds its publish jobs here. */
export const jobs: JobDefinition[] = [purgeExpiredSignInData];

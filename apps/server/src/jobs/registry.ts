import { buildDataExportJob } from './build-data-export';
import type { JobDefinition } from './job-definition';
import { measurePostAnalyticsJob } from './measure-post-analytics';
import { purgeExpiredDataExports } from './purge-expired-data-exports';
import { purgeExpiredRateLimitCounters } from './purge-expired-rate-limit-counters';
import { publishScheduledPostJob } from './publish-scheduled-post';
import { purgeExpiredSignInData } from './purge-expired-sign-in-data';
import { purgeUnusedMediaJob } from './purge-unused-media';
import { recoverStuckPublishesJob } from './recover-stuck-publishes';
import { refreshNicheSources } from './refresh-niche-sources';
import { planAutomationJob, writeAutomationPostJob } from './run-automation';
import { sendFirstCommentJob } from './send-first-comment';
import { notifyConnectionExpiryJob, notifyDailyDigestsJob, sendNotificationEmailsJob } from './send-notifications';

/** Every job the workers run. */
export const jobs: JobDefinition[] = [
  publishScheduledPostJob,
  sendFirstCommentJob,
  purgeExpiredSignInData,
  recoverStuckPublishesJob,
  purgeExpiredRateLimitCounters,
  refreshNicheSources,
  planAutomationJob,
  writeAutomationPostJob,
  buildDataExportJob,
  purgeExpiredDataExports,
  purgeUnusedMediaJob,
  sendNotificationEmailsJob,
  notifyConnectionExpiryJob,
  notifyDailyDigestsJob,
  measurePostAnalyticsJob,
];

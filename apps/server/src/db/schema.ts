import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Has a database default, may be set later. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  linkedin_sub: string;
  name: string | null;
  picture_url: string | null;
  /** IANA name the browser sent (migration 0008); every date the member sees is in it. */
  time_zone: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
}

export interface LinkedInConnectionsTable {
  id: Generated<string>;
  user_id: string;
  linkedin_sub: string;
  account_name: string;
  account_avatar_url: string | null;
  access_token_enc: string;
  scopes: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
}

export interface OAuthStatesTable {
  state: string;
  nonce: string;
  code_verifier: string;
  frontend_url: string;
  /** Hash of the sign-in cookie of the browser that started this sign-in (migration 0007). */
  browser_binding_hash: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface LoginCodesTable {
  code_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Carried over from the OAuth state: only that browser may redeem the code (migration 0007). */
  browser_binding_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  refresh_token_hash: string;
  previous_refresh_token_hash: string | null;
  /** When the refresh token last rotated: the one just rotated out keeps a short grace (migration 0007). */
  rotated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_used_at: DefaultedTimestamp;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface LinkedInImportsTable {
  id: Generated<string>;
  user_id: string;
  status: 'processing' | 'completed' | 'failed';
  posts_processed: Generated<number>;
  error_message: string | null;
  started_at: DefaultedTimestamp;
  completed_at: Timestamp | null;
  /** The running import's stage and progress 0-1 (migration 0009), beating in heartbeat_at. */
  stage: ColumnType<ImportStage | null, ImportStage | null | undefined, ImportStage | null>;
  progress: ColumnType<number, number | undefined, number>;
  heartbeat_at: DefaultedTimestamp;
  /** What insights need besides the posts (insights/export-summary.ts), and the parse report. */
  summary: ColumnType<unknown, string | null | undefined, string | null>;
  report: ColumnType<unknown, string | null | undefined, string | null>;
  /** The insights as last drawn, in insights_time_zone. */
  insights: ColumnType<unknown, string | null | undefined, string | null>;
  insights_time_zone: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ImportStage = 'receiving' | 'reading' | 'analysing' | 'saving';

export interface ImportedPostsTable {
  id: Generated<string>;
  user_id: string;
  posted_at: Timestamp;
  content: string;
  share_link: string | null;
  shared_url: string | null;
  media_url: string | null;
  visibility: string | null;
  created_at: CreatedAt;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}

export interface DB {
  users: UsersTable;
  linkedin_connections: LinkedInConnectionsTable;
  oauth_states: OAuthStatesTable;
  login_codes: LoginCodesTable;
  sessions: SessionsTable;
  linkedin_imports: LinkedInImportsTable;
  imported_posts: ImportedPostsTable;
  schema_migrations: SchemaMigrationsTable;
}

/** One feed's last answer (migration 0003): conditional-request validators and polite timing. */
export interface TopicFeedStatesTable {
  source_id: string;
  feed_url: string;
  etag: string | null;
  last_modified: string | null;
  fetched_at: Timestamp;
  last_success_at: Timestamp | null;
  last_status: number | null;
  last_error: string | null;
  failure_count: ColumnType<number, number | undefined, number>;
  next_fetch_at: Timestamp;
}

/** An item a topic source held (migration 0003); unique by URL within its source. */
export interface TopicItemsTable {
  /** bigint identity: node-postgres hands bigints back as strings. */
  id: Generated<string>;
  source_id: string;
  niche: string;
  url: string;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  publisher: string | null;
  published_at: Timestamp;
  points: number | null;
  comments: number | null;
  first_seen_at: CreatedAt;
  updated_at: DefaultedTimestamp;
}

// Declaration merging keeps these additions to DB in one appended block.
export interface DB {
  topic_feed_states: TopicFeedStatesTable;
  topic_items: TopicItemsTable;
}

/** design.md §5; only the guarded transitions in posts/ move a post between these. */
export type PostStatus = 'draft' | 'pending_content' | 'pending' | 'publishing' | 'published' | 'failed' | 'cancelled';

/** A member's post (migration 0004): published now, scheduled, or an automation slot. */
export interface PostsTable {
  id: Generated<string>;
  user_id: string;
  connection_id: string | null;
  status: PostStatus;
  content: string | null;
  hashtags: ColumnType<string[], string[] | undefined, string[]>;
  scheduled_time: Timestamp | null;
  content_metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  platform_post_id: string | null;
  post_url: string | null;
  error_message: string | null;
  cancel_reason: string | null;
  published_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
  /** Set on every failed post (migration 0006): certainly not on LinkedIn, or maybe there. */
  failure_kind: ColumnType<PostFailureKind | null, PostFailureKind | null | undefined, PostFailureKind | null>;
  /** The pg-boss job that will publish it (migration 0008); a worker claims the post only with this id. */
  publish_job_id: string | null;
  /** When it may go out: scheduled_time, or later while held (429) or backing off. */
  publish_after: Timestamp | null;
  /** What the card says besides an error; the text is written at read time in the member's zone. */
  notice_code: PostNoticeCode | null;
  attempt_count: ColumnType<number, number | undefined, number>;
}

/** Why a card carries a notice (migration 0008). */
export type PostNoticeCode = 'shortened' | 'held_daily_limit' | 'retrying' | 'late';

/** 'rejected': certainly not on LinkedIn. 'unknown': LinkedIn may have published it; the member must check. */
export type PostFailureKind = 'rejected' | 'unknown';

/** 'rejected': LinkedIn refused, nothing was published. 'unknown': it may have been (time-out, 5xx). */
export type PostAttemptOutcome = 'published' | 'rejected' | 'unknown';

export interface PostAttemptsTable {
  id: Generated<string>;
  post_id: string;
  started_at: DefaultedTimestamp;
  finished_at: Timestamp | null;
  outcome: PostAttemptOutcome | null;
  http_status: number | null;
  platform_post_id: string | null;
  error_code: string | null;
  error_message: string | null;
  /** Read-back (migration 0008): the commentary sent, and what LinkedIn says it kept. */
  sent_commentary: string | null;
  kept_commentary: string | null;
}

// Posts' additions to DB, merged like the topic tables above.
export interface DB {
  posts: PostsTable;
  post_attempts: PostAttemptsTable;
}

/** One rate-limit window's count for one key (migration 0005), shared by every API process. */
export interface RateLimitCountersTable {
  key: string;
  count: number;
  resets_at: Timestamp;
}

// Rate limits' addition to DB, merged like the tables above.
export interface DB {
  rate_limit_counters: RateLimitCountersTable;
}

/** A member's automation preferences (migration 0010); auto_publish is approval_mode <> 'review_all'. */
export interface AutomationPreferencesTable {
  user_id: string;
  frequency_type: 'daily' | 'weekly' | 'custom';
  posts_per_week: number;
  niche: string | null;
  sub_niche: ColumnType<string, string | undefined, string>;
  preferred_times: ColumnType<Array<{ day: string; time: string }>, string, string>;
  content_formats: string[];
  approval_mode: 'review_all' | 'smart' | 'full';
  smart_min_voice_match: number;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
}

export interface AutomationSkippedSlotsTable {
  user_id: string;
  automation_slot: Timestamp;
  /** The slot's wall-clock name (migration 0012), what the planner skips by. */
  automation_local_slot: string | null;
}

/** Automation's additions to posts (migration 0010). */
export interface PostsTable {
  /** The slot an automation post fills; unique per member, so a slot is never doubled or refilled. */
  automation_slot: Timestamp | null;
  /**
   * The slot's date and time on the member's wall clock ('2027-01-09T10:00', migration 0012); unique
   * per member, so a change of zone never gives one slot a second post.
   */
  automation_local_slot: string | null;
  /** When a writer claimed this pending_content slot. */
  writing_started_at: Timestamp | null;
}

// Automation's additions to DB, merged like the tables above.
export interface DB {
  automation_preferences: AutomationPreferencesTable;
  automation_skipped_slots: AutomationSkippedSlotsTable;
}

/** One running API or worker process (migration 0011); `seen_at` moves every few seconds while it lives. */
export interface ProcessHeartbeatsTable {
  id: string;
  role: 'api' | 'worker';
  host: string;
  pid: number;
  started_at: CreatedAt;
  seen_at: DefaultedTimestamp;
}

/** Liveness's addition to posts (migration 0011). */
export interface PostsTable {
  /** The process that fetched or claimed this post's publish; a dead holder's posts are taken up. */
  held_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DB {
  process_heartbeats: ProcessHeartbeatsTable;
}

/** "Download my data" (migration 0015): the ZIP a job builds, kept in the database for a day. */
export interface DataExportsTable {
  id: Generated<string>;
  user_id: string;
  status: 'building' | 'ready' | 'failed';
  file_name: string;
  archive: Uint8Array | null;
  byte_size: number | null;
  error_message: string | null;
  created_at: CreatedAt;
  ready_at: Timestamp | null;
  expires_at: Timestamp;
}

export interface DB {
  data_exports: DataExportsTable;
}

export type NotificationKind =
  'post_failed' | 'post_shortened' | 'connection_expiring' | 'connection_expired' | 'drafts_waiting' | 'weekly_summary';

export type NotificationEmailStatus = 'none' | 'pending' | 'sending' | 'sent' | 'failed' | 'unknown';

/** What a member is told, and its email's outbox state (migration 0014, decision 031). */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  event_key: string;
  title: string;
  body: string;
  link_url: string | null;
  read_at: Timestamp | null;
  created_at: CreatedAt;
  email_status: NotificationEmailStatus;
  email_message_id: string | null;
  email_attempts: ColumnType<number, number | undefined, number>;
  email_next_attempt_at: Timestamp | null;
  email_claimed_until: Timestamp | null;
  email_sent_at: Timestamp | null;
  email_last_error: string | null;
}

export interface NotificationSettingsTable {
  user_id: string;
  kind: NotificationKind;
  enabled: boolean;
  updated_at: DefaultedTimestamp;
}

// Notifications' additions to DB, merged like the tables above.
export interface DB {
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
}

export type MediaKind = 'image' | 'document' | 'video';

/** An upload a member may attach to posts (migration 0016, decision 034); its bytes are in media_chunks. */
export interface MediaTable {
  id: Generated<string>;
  user_id: string;
  kind: MediaKind;
  status: ColumnType<'receiving' | 'ready', 'receiving' | 'ready' | undefined, 'receiving' | 'ready'>;
  mime_type: string;
  file_name: string;
  /** bigint: node-postgres hands it back as a string. */
  size_bytes: ColumnType<string | number, number | undefined, number>;
  sha256: string | null;
  width: number | null;
  height: number | null;
  pages: number | null;
  duration_ms: number | null;
  alt_text: string | null;
  carousel: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  attached_at: Timestamp | null;
}

export interface MediaChunksTable {
  media_id: string;
  seq: number;
  bytes: Uint8Array;
}

export interface PostMediaTable {
  post_id: string;
  media_id: string;
  position: number;
}

export type AssetUploadStatus = 'initializing' | 'uploading' | 'uploaded' | 'available' | 'failed';

/** One upload of an attachment to LinkedIn, recorded like a send attempt (migration 0016). */
export interface PostAssetUploadsTable {
  id: Generated<string>;
  post_id: string;
  media_id: string;
  asset_urn: string | null;
  status: AssetUploadStatus;
  uploaded_part_ids: ColumnType<unknown, string | null | undefined, string | null>;
  error_code: string | null;
  error_message: string | null;
  started_at: DefaultedTimestamp;
  finished_at: Timestamp | null;
}

export type FirstCommentStatus = 'pending' | 'sending' | 'posted' | 'failed';

/** Rich posts' additions to posts (migration 0016). */
export interface PostsTable {
  document_title: ColumnType<string | null, string | null | undefined, string | null>;
  /** {question, options, duration_days} */
  poll: ColumnType<unknown, string | null | undefined, string | null>;
  link_url: ColumnType<string | null, string | null | undefined, string | null>;
  link_title: ColumnType<string | null, string | null | undefined, string | null>;
  first_comment: ColumnType<string | null, string | null | undefined, string | null>;
  first_comment_status: ColumnType<FirstCommentStatus | null, FirstCommentStatus | null | undefined, FirstCommentStatus | null>;
  first_comment_urn: ColumnType<string | null, string | null | undefined, string | null>;
  first_comment_error: ColumnType<string | null, string | null | undefined, string | null>;
  first_comment_attempts: ColumnType<number, number | undefined, number>;
}

// Rich posts' additions to DB, merged like the tables above.
export interface DB {
  media: MediaTable;
  media_chunks: MediaChunksTable;
  post_media: PostMediaTable;
  post_asset_uploads: PostAssetUploadsTable;
}

/** One measurement of a published post (migration 0019, issue 28). */
export interface PostMetricsTable {
  /** bigint identity: node-postgres hands bigints back as strings. */
  id: Generated<string>;
  user_id: string;
  post_id: string | null;
  imported_post_id: string | null;
  platform_post_id: string;
  post_url: string | null;
  published_at: Timestamp | null;
  source: 'api' | 'export';
  measured_at: Timestamp;
  impressions: number;
  members_reached: number | null;
  reactions: number | null;
  comments: number | null;
  reshares: number | null;
  engagements: number | null;
}

export interface AnalyticsDailyTable {
  user_id: string;
  /** date: node-postgres hands it back as a Date at local midnight unless parsed as text. */
  date: ColumnType<string | Date, string, string>;
  impressions: number;
  engagements: number;
  imported_at: DefaultedTimestamp;
}

/** Post analytics' additions to posts (migration 0019). */
export interface PostsTable {
  metrics_next_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  metrics_fetches: ColumnType<number, number | undefined, number>;
}

/** Post analytics' additions to linkedin_connections (migration 0019). */
export interface LinkedInConnectionsTable {
  analytics_held_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  analytics_refused_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

// Post analytics' additions to DB, merged like the tables above.
export interface DB {
  post_metrics: PostMetricsTable;
  analytics_daily: AnalyticsDailyTable;
}

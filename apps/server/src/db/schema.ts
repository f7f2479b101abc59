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
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface LoginCodesTable {
  code_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  refresh_token_hash: string;
  previous_refresh_token_hash: string | null;
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
}

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

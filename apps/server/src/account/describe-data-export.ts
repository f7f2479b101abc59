import type { TDataExport } from '@cadence/contract/account/data-export';
import type { Selectable } from 'kysely';
import type { DataExportsTable } from '../db/schema';

export type DataExportRow = Omit<Selectable<DataExportsTable>, 'archive' | 'user_id'>;

export const DATA_EXPORT_COLUMNS = [
  'id',
  'status',
  'file_name',
  'byte_size',
  'error_message',
  'created_at',
  'ready_at',
  'expires_at',
] as const;

/** The export as the page reads it; the download path only once the ZIP is there. */
export function describeDataExport(row: DataExportRow): TDataExport {
  return {
    id: row.id,
    status: row.status,
    file_name: row.file_name,
    byte_size: row.byte_size,
    error_message: row.error_message,
    created_at: new Date(row.created_at).toISOString(),
    ready_at: row.ready_at ? new Date(row.ready_at).toISOString() : null,
    expires_at: new Date(row.expires_at).toISOString(),
    download_path: row.status === 'ready' ? `/api/account/data-export/${row.id}/download` : null,
  };
}

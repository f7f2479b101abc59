import type { TCarouselRequest, TMedia } from '@cadence/contract/media/media';
import type { Deps } from '../deps';
import { signMediaPath } from './media-url-signing';

/** The columns toMedia reads; qualified, so a query joining other tables can select them as they are. */
export const MEDIA_COLUMNS = [
  'media.id',
  'media.kind',
  'media.file_name',
  'media.mime_type',
  'media.size_bytes',
  'media.width',
  'media.height',
  'media.pages',
  'media.duration_ms',
  'media.alt_text',
  'media.carousel',
] as const;

/** A row with MEDIA_COLUMNS, selected here or by another module (the schedule, the publisher). */
export interface MediaRow {
  id: string;
  kind: TMedia['kind'];
  file_name: string;
  mime_type: string;
  /** bigint: node-postgres hands it back as a string. */
  size_bytes: string | number;
  width: number | null;
  height: number | null;
  pages: number | null;
  duration_ms: number | null;
  alt_text: string | null;
  carousel: unknown;
}

/**
 * A media row as the contract's TMedia, with signed links the browser can open in an <img> or a
 * <video> (no bearer header travels there). An image is its own thumbnail; the browser draws a
 * document's first page and a video's first frame itself.
 */
export function toMedia(row: MediaRow, deps: Pick<Deps, 'keys'>, now = Date.now()): TMedia {
  const url = signMediaPath(deps.keys.mediaSigning, row.id, now);
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size_bytes: Number(row.size_bytes),
    width: row.width,
    height: row.height,
    pages: row.pages,
    duration_ms: row.duration_ms,
    alt_text: row.alt_text,
    url,
    thumbnail_url: row.kind === 'image' ? url : null,
    carousel: (row.carousel as TCarouselRequest | null) ?? null,
  };
}

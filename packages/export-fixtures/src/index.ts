export {
  generateExport,
  archiveName,
  manifestPathFor,
  DEFAULT_EXPORTED_AT,
  MAX_TARGET_BYTES,
  type GenerateExportOptions,
} from './generate-export.ts';
export {
  EXPORT_SIZES,
  EXPORT_FILE_KINDS,
  type ExportSize,
  type ExportFileKind,
  type ExportManifest,
  type WeekdayHourGrid,
} from './export-manifest.ts';
export { ensureExport, generatorVersion, EXPORT_CACHE_DIR, type CachedExport } from './export-cache.ts';
export {
  hostileArchives,
  writeHostileArchives,
  deflateRepeated,
  HOSTILE_KINDS,
  type HostileArchive,
  type HostileBuilder,
  type HostileFacts,
  type HostileKind,
  type HostileVerdict,
} from './hostile-archives.ts';
export {
  ZipWriter,
  nameBytes,
  METHOD_STORED,
  METHOD_DEFLATE,
  FLAG_ENCRYPTED,
  FLAG_DATA_DESCRIPTOR,
  FLAG_UTF8,
  type CentralRecord,
  type EntryOptions,
  type RawEntry,
  type FinishedZip,
} from './zip-writer.ts';
export { NICHES, type Niche } from './niche-vocabulary.ts';
export { CONNECTIONS_PREAMBLE } from './build-connections-file.ts';
export { MESSAGES_HEADER } from './write-messages.ts';
export { hashtagTemplate } from './write-post.ts';

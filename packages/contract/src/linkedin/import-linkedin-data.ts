import { z } from 'zod';

/**
 * Spec §7: POST /api/linkedin/import (multipart, field `file`) answers
 * {success, message, data: {posts_processed, insights_generated}}. `unknown_files` lists what the
 * archive held that Cadence does not read (never an error).
 */
export const ZImportResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    posts_processed: z.number().int().min(0),
    insights_generated: z.boolean(),
    completed_at: z.string(),
    unknown_files: z.array(z.string()),
  }),
});
export type TImportResult = z.infer<typeof ZImportResultSchema>;

/** One file of the archive as the parser read it (POST /api/linkedin/test-parser). */
export const ZParsedFileReportSchema = z.object({
  /** The entry's path inside the archive. */
  path: z.string(),
  /** Which export file it was read as ("Shares", "Connections", …). */
  kind: z.string(),
  columns: z.array(z.string()),
  rows_read: z.number().int().min(0),
  rows_skipped: z.number().int().min(0),
  /** The first skipped rows and why (line numbers count from 1, as an editor shows them). */
  skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** Why the file could not be read to its end (no header, a quote never closed); null when it was. */
  problem: z.string().nullable(),
});
export type TParsedFileReport = z.infer<typeof ZParsedFileReportSchema>;

export const ZTestParserResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    files: z.array(ZParsedFileReportSchema),
    /** Entries Cadence does not read; listed, never an error. */
    unknown_files: z.array(z.string()),
    /** Entries recognised but deliberately left unread (messages.csv: private and not needed). */
    skipped_files: z.array(z.object({ path: z.string(), reason: z.string() })),
    posts_found: z.number().int().min(0),
  }),
});
export type TTestParserResponse = z.infer<typeof ZTestParserResponseSchema>;

/** DELETE /api/linkedin/data: what was removed. */
export const ZDeleteImportedDataResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ posts_deleted: z.number().int().min(0), imports_deleted: z.number().int().min(0) }),
});
export type TDeleteImportedDataResponse = z.infer<typeof ZDeleteImportedDataResponseSchema>;

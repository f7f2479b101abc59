import type { TImportAnalyticsResponse } from '@cadence/contract/analytics/post-analytics';
import { fileExtension } from '@cadence/contract/linkedin/import-limits';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { IncomingExport } from '../../imports/import-linkedin-export';
import { saveUpload, sweepStaleUploads } from '../../imports/save-upload';
import { checkAnalyticsWorkbook } from './check-analytics-workbook';
import { readAnalyticsExport } from './read-analytics-export';
import { saveAnalyticsImport } from './save-analytics-import';

/**
 * POST /api/analytics/import (issue 28): the creator analytics export, streamed to a temporary
 * file, checked as an archive, read streaming, then saved in one transaction. Any refusal is a 4xx
 * with a sentence and saves nothing; the file is removed whatever happens.
 */
export async function importAnalyticsExport(
  deps: Pick<Deps, 'database' | 'config'>,
  userId: string,
  upload: IncomingExport,
): Promise<TImportAnalyticsResponse> {
  const ext = fileExtension(upload.filename);
  if (ext !== '.xlsx') {
    upload.stream.resume();
    throw new AppError(
      'BAD_REQUEST',
      `Choose the .xlsx file from linkedin.com/analytics (Content → Export); this file ends in ${ext === 'none' ? 'no extension' : ext}.`,
    );
  }
  void sweepStaleUploads(deps.config.uploadDir);
  const saved = await saveUpload(deps.config.uploadDir, upload.stream, {
    declaredBytes: upload.declaredBytes,
    isTruncated: upload.isTruncated,
  });
  try {
    await checkAnalyticsWorkbook(saved.path);
    const read = await readAnalyticsExport(saved.path);
    await saved.remove();
    const result = await saveAnalyticsImport(deps.database, userId, read);
    return {
      success: true,
      data: { posts_matched: result.postsMatched, posts_total: result.postsTotal, days: result.days },
    };
  } finally {
    await saved.remove();
  }
}

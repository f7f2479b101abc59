import type { Deps } from '../deps';
import type { TTestParserResponse } from '@cadence/contract/linkedin/import-linkedin-data';
import { refuseUnfitUpload, type IncomingExport } from './import-linkedin-export';
import { readExportInWorker } from './read-export-in-worker';
import { saveUpload, sweepStaleUploads } from './save-upload';

/**
 * POST /api/linkedin/test-parser: reads an export exactly as an import would and reports, file by
 * file, what was read and skipped and why, saving nothing (the archive is removed at once).
 */
export async function testParseExport(deps: Pick<Deps, 'config'>, upload: IncomingExport): Promise<TTestParserResponse> {
  refuseUnfitUpload(upload);
  void sweepStaleUploads(deps.config.uploadDir);
  const saved = await saveUpload(deps.config.uploadDir, upload.stream, {
    declaredBytes: upload.declaredBytes,
    isTruncated: upload.isTruncated,
  });
  try {
    // The import's own reader, in its worker: what it reports is what an import would read.
    const { posts, report } = await readExportInWorker(saved.path, () => undefined);
    return { success: true, data: { ...report, posts_found: posts.length } };
  } finally {
    await saved.remove();
  }
}

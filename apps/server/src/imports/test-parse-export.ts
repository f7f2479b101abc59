import type { Deps } from '../deps';
import type { TTestParserResponse } from '@cadence/contract/linkedin/import-linkedin-data';
import { refuseUnfitUpload, type IncomingExport } from './import-linkedin-export';
import { parseLinkedInExport } from './parse-linkedin-export';
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
    const { data, report } = await parseLinkedInExport(saved.path);
    return {
      success: true,
      data: { ...report, posts_found: data.shares.filter((share) => share.commentary.trim() !== '').length },
    };
  } finally {
    await saved.remove();
  }
}

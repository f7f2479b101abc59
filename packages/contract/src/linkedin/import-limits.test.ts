import { describe, expect, it } from 'vitest';
import { checkImportFile, fileExtension, IMPORT_MAX_BYTES } from './import-limits';

describe('checkImportFile (spec §5)', () => {
  it('accepts a .zip of at most 100 MB, whatever the case of its extension', () => {
    expect(checkImportFile({ name: 'Basic_LinkedInDataExport_11-20-2026.zip', size: IMPORT_MAX_BYTES })).toBeNull();
    expect(checkImportFile({ name: 'EXPORT.ZIP', size: 10 })).toBeNull();
  });

  it('names the extension it got, word for word', () => {
    expect(checkImportFile({ name: 'export.tar.gz', size: 10 })).toBe('Invalid file type. Please select a .zip file. Got: .gz');
    expect(checkImportFile({ name: 'README', size: 10 })).toBe('Invalid file type. Please select a .zip file. Got: none');
    expect(checkImportFile({ name: '.zip', size: 10 })).toBe('Invalid file type. Please select a .zip file. Got: none');
  });

  it('gives the size in MB with two decimals', () => {
    expect(checkImportFile({ name: 'a.zip', size: IMPORT_MAX_BYTES + 1 })).toBe(
      'File too large. Maximum size is 100MB. Your file is 100.00MB',
    );
    expect(checkImportFile({ name: 'a.zip', size: 150 * 1024 * 1024 })).toBe(
      'File too large. Maximum size is 100MB. Your file is 150.00MB',
    );
  });

  it('reads the extension from the last path segment only', () => {
    expect(fileExtension('C:\\exports.v2\\data')).toBe('none');
    expect(fileExtension('folder.zip/data.csv')).toBe('.csv');
  });
});

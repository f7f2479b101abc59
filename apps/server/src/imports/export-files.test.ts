import { describe, expect, it } from 'vitest';
import { findExportFile } from './export-files';

const kindOf = (path: string) => {
  const file = findExportFile(path);
  return file === null || file === 'messages' ? file : file.kind;
};

describe('findExportFile', () => {
  it("matches by name in any folder and any case, with LinkedIn's numeric suffixes", () => {
    expect(kindOf('Shares.csv')).toBe('Shares');
    expect(kindOf('Basic_LinkedInDataExport_11-20-2026/Shares_17529409.csv')).toBe('Shares');
    expect(kindOf('SKILLS.CSV')).toBe('Skills');
    expect(kindOf('deep/er/Email Addresses.csv')).toBe('Email Addresses');
    expect(kindOf('Inferences_about_you.csv')).toBe('Inferences about you');
    expect(kindOf('Rich_Media (1).csv')).toBe('Rich Media');
  });

  it('knows messages.csv, and leaves look-alikes and other files unknown', () => {
    expect(kindOf('messages.csv')).toBe('messages');
    expect(kindOf('Profile Summary.csv')).toBeNull();
    expect(kindOf('guide_messages.csv')).toBeNull();
    expect(kindOf('Shares.csv.zip')).toBeNull();
    expect(kindOf('Jobs/Job Applications.csv')).toBeNull();
  });
});

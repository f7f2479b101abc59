import { MB } from '@cadence/contract/media/media-limits';

/** A size as a person reads it: "9.2 MB", "740 KB". */
export function describeBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

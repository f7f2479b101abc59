/** Spec §5 and §9: the upload limit, checked in the browser and again on the server. */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

/** The size the spec's message shows: megabytes with two decimals ("Your file is 104.86MB"). */
export const megabytes = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(2);

/** Spec §5, word for word; `ext` is what the name ends in (".pdf"), or "none". */
export const invalidFileTypeMessage = (ext: string): string => `Invalid file type. Please select a .zip file. Got: ${ext}`;

export const fileTooLargeMessage = (bytes: number): string =>
  `File too large. Maximum size is 100MB. Your file is ${megabytes(bytes)}MB`;

/** The extension as the spec's message names it: ".tar.gz" → ".gz", no dot → "none". */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot).toLowerCase() : 'none';
}

/** The first check, the same in browser and server: a .zip name of at most 100 MB. */
export function checkImportFile(file: { name: string; size: number }): string | null {
  const ext = fileExtension(file.name);
  if (ext !== '.zip') return invalidFileTypeMessage(ext);
  if (file.size > IMPORT_MAX_BYTES) return fileTooLargeMessage(file.size);
  return null;
}

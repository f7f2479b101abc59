import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MIME_TYPES,
  MB,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
  VIDEO_MIN_BYTES,
  type TMediaKind,
} from '@cadence/contract/media/media-limits';

const DOCUMENT_EXTENSIONS = ['pdf', 'ppt', 'pptx', 'doc', 'docx'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** What a file picker offers for each kind (the server decides the type from the bytes anyway). */
export const ACCEPT: Record<TMediaKind, string> = {
  image: [...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(','),
  document: [...DOCUMENT_MIME_TYPES, ...DOCUMENT_EXTENSIONS.map((e) => `.${e}`)].join(','),
  video: [...VIDEO_MIME_TYPES, '.mp4'].join(','),
};

const extension = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';
const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/**
 * The quick checks worth doing before a byte is sent, with LinkedIn's limits from the contract:
 * the kind the browser claims and the size. The server reads the bytes and stays the judge; this
 * only spares a member a long upload that would be refused. Returns a sentence, or null when fine.
 */
export function checkFile(file: File, kind: TMediaKind): string | null {
  const type = file.type.toLowerCase();
  const ext = extension(file.name);
  if (kind === 'image') {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(type) && !IMAGE_EXTENSIONS.includes(ext))
      return `${file.name} is not a JPG, PNG or GIF image.`;
    if (file.size > IMAGE_MAX_BYTES) return `${file.name} is larger than LinkedIn's ${megabytes(IMAGE_MAX_BYTES)} for an image.`;
  } else if (kind === 'document') {
    if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(type) && !DOCUMENT_EXTENSIONS.includes(ext))
      return `${file.name} is not a PDF, PowerPoint or Word document.`;
    if (file.size > DOCUMENT_MAX_BYTES)
      return `${file.name} is larger than LinkedIn's ${megabytes(DOCUMENT_MAX_BYTES)} for a document.`;
  } else {
    if (!(VIDEO_MIME_TYPES as readonly string[]).includes(type) && ext !== 'mp4') return `${file.name} is not an MP4 video.`;
    if (file.size > VIDEO_MAX_BYTES) return `${file.name} is larger than LinkedIn's ${megabytes(VIDEO_MAX_BYTES)} for a video.`;
    if (file.size < VIDEO_MIN_BYTES) return `${file.name} is smaller than LinkedIn's 75 KB for a video.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** LinkedIn's pixel limit, read from the decoded image where the browser can decode it. */
export async function checkImagePixels(file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const pixels = bitmap.width * bitmap.height;
    bitmap.close();
    if (pixels > IMAGE_MAX_PIXELS)
      return `${file.name} has ${pixels.toLocaleString('en-US')} pixels; LinkedIn takes fewer than ${IMAGE_MAX_PIXELS.toLocaleString('en-US')}.`;
  } catch {
    // Not decodable here: the server reads the bytes and says what is wrong.
  }
  return null;
}

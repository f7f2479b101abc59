/**
 * LinkedIn's limits for what a post may carry, enforced before LinkedIn sees a byte (issue 27).
 * Sources, as each page states them:
 * - Images API (learn.microsoft.com/linkedin/marketing/community-management/shares/images-api):
 *   JPG, GIF, PNG; fewer than 36,152,320 pixels; an animated GIF up to 250 frames.
 * - Multi-Image Post API (…/shares/multiimage-post-api): 2 to 20 images.
 * - Documents API (…/shares/documents-api): PPT, PPTX, DOC, DOCX, PDF; up to 100 MB and 300 pages.
 * - Videos API (…/shares/videos-api): MP4; 75 KB to 500 MB; 3 seconds to 30 minutes.
 * - Poll API (…/shares/poll-post-api): a question of up to 140 characters, 2 to 4 options of up to
 *   30 characters, a duration of ONE_DAY, THREE_DAYS, SEVEN_DAYS or FOURTEEN_DAYS.
 * - Comments API (…/shares/comments-api): a comment's text, up to 1,250 characters on LinkedIn's site.
 * The Images API page gives no byte limit for an image; guides that copy LinkedIn's site's limits
 * say 5 MB (Ayrshare's media guidelines) to 8 MB. Cadence keeps 8 MB, and a larger limit at
 * LinkedIn is LinkedIn's answer to give: an asset it refuses fails the post with LinkedIn's reason.
 * The pixel and frame limits are also listed by CData's LinkedIn connector (UploadImage).
 */
export const MEDIA_KINDS = ['image', 'document', 'video'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];

export const MB = 1024 * 1024;

export const IMAGE_MAX_BYTES = 8 * MB;
export const IMAGE_MAX_PIXELS = 36_152_320;
export const IMAGE_MAX_GIF_FRAMES = 250;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const MULTI_IMAGE_MIN = 2;
export const MULTI_IMAGE_MAX = 20;

export const DOCUMENT_MAX_BYTES = 100 * MB;
export const DOCUMENT_MAX_PAGES = 300;
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-powerpoint',
  'application/msword',
] as const;
export const DOCUMENT_TITLE_MAX_LENGTH = 400;

export const VIDEO_MIN_BYTES = 75 * 1024;
export const VIDEO_MAX_BYTES = 500 * MB;
export const VIDEO_MIN_DURATION_MS = 3_000;
export const VIDEO_MAX_DURATION_MS = 30 * 60_000;
export const VIDEO_MIME_TYPES = ['video/mp4'] as const;

/** The largest upload of any kind: the multipart limit. */
export const MEDIA_MAX_BYTES = Math.max(IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES, VIDEO_MAX_BYTES);

export const ALT_TEXT_MAX_LENGTH = 4086;

export const POLL_QUESTION_MAX_LENGTH = 140;
export const POLL_OPTION_MAX_LENGTH = 30;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 4;
export const POLL_DURATIONS_DAYS = [1, 3, 7, 14] as const;
export type TPollDurationDays = (typeof POLL_DURATIONS_DAYS)[number];

export const FIRST_COMMENT_MAX_LENGTH = 1250;
export const LINK_URL_MAX_LENGTH = 2000;
export const LINK_TITLE_MAX_LENGTH = 400;

/** The carousel maker: one PDF page per slide. */
export const CAROUSEL_MIN_SLIDES = 2;
export const CAROUSEL_MAX_SLIDES = 20;
export const CAROUSEL_HEADING_MAX_LENGTH = 120;
export const CAROUSEL_BODY_MAX_LENGTH = 600;
export const CAROUSEL_TITLE_MAX_LENGTH = 120;

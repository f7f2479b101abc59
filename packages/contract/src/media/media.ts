import { z } from 'zod';
import { apiSuccess } from '../common';
import { userText } from '../text/user-text';
import {
  ALT_TEXT_MAX_LENGTH,
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_HEADING_MAX_LENGTH,
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_MIN_SLIDES,
  CAROUSEL_TITLE_MAX_LENGTH,
  MEDIA_KINDS,
} from './media-limits';

export const ZMediaKindSchema = z.enum(MEDIA_KINDS);

/**
 * One upload, as POST /api/media, POST /api/media/carousel and the schedule's posts describe it.
 * `url` and `thumbnail_url` are short-lived signed links the browser can put in an <img> or
 * <video> (no bearer header travels there); `thumbnail_url` is null where the browser draws the
 * thumbnail itself (a document's first page, a video's first frame).
 */
export const ZMediaSchema = z.object({
  id: z.string(),
  kind: ZMediaKindSchema,
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A document's page count. */
  pages: z.number().int().nullable(),
  /** A video's length. */
  duration_ms: z.number().int().nullable(),
  alt_text: z.string().nullable(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** The slides a carousel was made from, so the maker can open it again; null for uploads. */
  carousel: z.lazy(() => ZCarouselRequestSchema).nullable(),
});
export type TMedia = z.infer<typeof ZMediaSchema>;

/** POST /api/media: multipart, field `file`, optional field `alt_text` (sent before the file). */
export const ZUploadMediaFieldsSchema = z.object({
  alt_text: userText({ field: 'alt_text', max: ALT_TEXT_MAX_LENGTH, multiline: true }).optional(),
});
export const ZUploadMediaResponseSchema = apiSuccess(ZMediaSchema);
export type TUploadMediaResponse = z.infer<typeof ZUploadMediaResponseSchema>;

export const ZCarouselSlideSchema = z.object({
  heading: userText({ field: 'heading', max: CAROUSEL_HEADING_MAX_LENGTH, required: true }),
  body: userText({ field: 'body', max: CAROUSEL_BODY_MAX_LENGTH, multiline: true }).optional(),
});
export type TCarouselSlide = z.input<typeof ZCarouselSlideSchema>;

/** POST /api/media/carousel: a PDF with one page per slide, with the member's name and avatar. */
export const ZCarouselRequestSchema = z.object({
  title: userText({ field: 'title', max: CAROUSEL_TITLE_MAX_LENGTH }).optional(),
  slides: z
    .array(ZCarouselSlideSchema)
    .min(CAROUSEL_MIN_SLIDES, `A carousel needs at least ${CAROUSEL_MIN_SLIDES} slides`)
    .max(CAROUSEL_MAX_SLIDES, `A carousel can have at most ${CAROUSEL_MAX_SLIDES} slides`),
});
export type TCarouselRequest = z.input<typeof ZCarouselRequestSchema>;
export const ZCarouselResponseSchema = ZUploadMediaResponseSchema;

/** PATCH /api/media/{id}: an image's alt text, changed after upload. */
export const ZUpdateMediaRequestSchema = z.object({
  alt_text: userText({ field: 'alt_text', max: ALT_TEXT_MAX_LENGTH, multiline: true }).nullable(),
});
export const ZMediaParamsSchema = z.object({ id: z.string().uuid('That file does not exist.') });

import { z } from 'zod';
import { ZCarouselResponseSchema, type TCarouselRequest, type TMedia } from '@cadence/contract/media/media';
import { ZUploadMediaResponseSchema } from '@cadence/contract/media/media';
import { apiRequest } from '../api-client';

/** POST /api/media/carousel: the server draws the slides into a PDF (kind document). */
export const createCarousel = async (body: TCarouselRequest): Promise<TMedia> =>
  (await apiRequest('/api/media/carousel', { method: 'POST', body, schema: ZCarouselResponseSchema })).data;

/** PATCH /api/media/{id}: an image's alt text, changed after its upload. */
export const updateAltText = async (id: string, altText: string | null): Promise<TMedia> =>
  (
    await apiRequest(`/api/media/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { alt_text: altText },
      schema: ZUploadMediaResponseSchema,
    })
  ).data;

/** POST /api/scheduling/post/{id}/first-comment/retry: sends a published post's failed first comment again. */
export const retryFirstComment = async (postId: string): Promise<void> => {
  await apiRequest(`/api/scheduling/post/${encodeURIComponent(postId)}/first-comment/retry`, {
    method: 'POST',
    schema: z.object({ success: z.literal(true) }).passthrough(),
  });
};

import { apiSuccess } from '../common';
import { ZScheduledPostSchema } from './scheduled-post';

/**
 * POST /api/scheduling/post/{id}/approve: a draft becomes `pending` at its own time (an automation
 * draft keeps its slot). A draft without a time, or whose time is too close or gone, answers 400
 * asking for a new time (Edit does that). A draft still holding a `[your …]` gap is refused.
 */
export const ZApproveDraftResponseSchema = apiSuccess(ZScheduledPostSchema);

import type { Deps } from '../deps';

/** TEMPORARY until the publisher lands (issue 9): claims nothing. */
export async function publishScheduledPost(_deps: Deps, _job: { postId: string; jobId: string }): Promise<void> {}

/** LinkedIn's hard limit for a post's commentary. */
export const LINKEDIN_MAX_POST_LENGTH = 3000;
/** Where LinkedIn's feed folds a post behind "…see more" (characters, desktop). */
export const LINKEDIN_SEE_MORE_FOLD = 210;

/** Spec §9: base 25, +40 import with insights, +25 posts analysed, +10 two or more preferred times, capped at 100. */
export const UPGRADE_PANEL_BELOW = 90;

export interface CompletenessInputs {
  importCompletedWithInsights: boolean;
  postsAnalysed: number;
  preferredTimes: number;
}

export function profileCompleteness({ importCompletedWithInsights, postsAnalysed, preferredTimes }: CompletenessInputs): number {
  let score = 25;
  if (importCompletedWithInsights) score += 40;
  if (postsAnalysed > 0) score += 25;
  if (preferredTimes >= 2) score += 10;
  return Math.min(score, 100);
}

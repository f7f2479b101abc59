import type { ExportPosition } from '../imports/linkedin-export';

/**
 * Most recent first: jobs held now (latest start first), then past jobs by when they ended, then
 * jobs without dates in the export's own order. Months are "YYYY-MM", so text order is date order.
 */
export function sortPositionsByRecency<P extends ExportPosition>(positions: readonly P[]): P[] {
  const rank = (p: ExportPosition) => (p.startedOn === null && p.finishedOn === null ? 2 : p.finishedOn === null ? 0 : 1);
  return [...positions].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (b.finishedOn ?? '').localeCompare(a.finishedOn ?? '') ||
      (b.startedOn ?? '').localeCompare(a.startedOn ?? ''),
  );
}

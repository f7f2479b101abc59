/**
 * Mann-Whitney U between two samples, two-sided, by the normal approximation with the correction
 * for ties and for continuity (decision 036: ranks, so one viral post cannot carry a group, and no
 * assumption that impressions are normal, which they never are).
 */
export function mannWhitneyP(a: readonly number[], b: readonly number[]): number {
  const n1 = a.length;
  const n2 = b.length;
  if (n1 === 0 || n2 === 0) return 1;
  const all = [...a.map((value) => ({ value, first: true })), ...b.map((value) => ({ value, first: false }))].sort(
    (x, y) => x.value - y.value,
  );
  const n = all.length;
  let rankSumA = 0;
  let tieTerm = 0;
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && all[j + 1]!.value === all[i]!.value) j++;
    const rank = (i + j) / 2 + 1;
    const tied = j - i + 1;
    tieTerm += tied ** 3 - tied;
    for (let k = i; k <= j; k++) if (all[k]!.first) rankSumA += rank;
    i = j + 1;
  }
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return 1;
  const z = Math.max(0, Math.abs(u - mean) - 0.5) / Math.sqrt(variance);
  return Math.min(1, 2 * (1 - normalCdf(z)));
}

/** Φ(z) by Abramowitz & Stegun 7.1.26 (error under 1.5e-7), ample for a threshold of 0.05/m. */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

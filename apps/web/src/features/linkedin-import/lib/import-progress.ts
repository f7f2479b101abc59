import type { TImportStage } from '@cadence/contract/linkedin/import-status';

type Step = 'uploading' | TImportStage;

/**
 * Where each step sits on the one bar (start and end, 0-1). Sending the archive and the server
 * receiving it are the same bytes seen from each side, so they share the first stretch; the rest
 * is sized by how long the server's stages took on a near-100 MB export (reading is most of it).
 */
const SPANS: Record<Step, readonly [number, number]> = {
  uploading: [0, 0.4],
  receiving: [0, 0.4],
  reading: [0.4, 0.85],
  analysing: [0.85, 0.95],
  saving: [0.95, 1],
};

const LABELS: Record<Step, string> = {
  uploading: 'Uploading your archive',
  receiving: 'Uploading your archive',
  reading: 'Reading your files',
  analysing: 'Analysing your posts',
  saving: 'Saving your insights',
};

export interface ImportProgress {
  /** 0-1 along the whole import. */
  fraction: number;
  /** The step under way, named for a person. */
  label: string;
}

const along = (step: Step, progress: number) => {
  const [start, end] = SPANS[step];
  return start + (end - start) * Math.min(Math.max(progress, 0), 1);
};

/**
 * One bar for the whole import: the browser's own upload progress, then the stage the server
 * reports (import-status), whichever is further along; full once the server has answered and the
 * dashboard's data is being fetched again.
 */
export function importProgress(
  sent: number,
  running: { stage: TImportStage; progress: number } | null,
  imported: boolean,
): ImportProgress {
  if (imported) return { fraction: 1, label: 'Refreshing your insights' };
  const uploaded = along('uploading', sent);
  if (!running) return { fraction: uploaded, label: LABELS.uploading };
  return { fraction: Math.max(uploaded, along(running.stage, running.progress)), label: LABELS[running.stage] };
}

import { Worker } from 'node:worker_threads';
import type { AppErrorCode } from '../errors/app-error';
import { AppError } from '../errors/app-error';
import type { ExportSummary } from '../insights/export-summary';
import type { ExportShare } from './linkedin-export';
import type { ParseReport } from './parse-linkedin-export';

/** What reading an export gives the import: the posts to store, the summary and the report. */
export interface ExportReadOutcome {
  posts: ExportShare[];
  summary: ExportSummary;
  report: ParseReport;
  hasProfile: boolean;
}

export type WorkerMessage =
  | { type: 'progress'; stage: 'reading' | 'analysing'; share: number }
  | { type: 'done'; outcome: ExportReadOutcome }
  | { type: 'failed'; error: { code: AppErrorCode | 'INTERNAL'; message: string } };

/**
 * Bounds for one read. A large export's rows and their garbage live in the worker's own heap, which
 * is handed back whole when the worker ends, instead of swelling the API process's heap for good;
 * an archive that needs more than this fails alone, with a message, and the server goes on.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

export const EXPORT_TOO_LARGE_TO_READ =
  'This export holds more than Cadence can read at once. Request the Basic archive from LinkedIn and import that.';

/**
 * Reads and summarises an uploaded export in a worker thread, so the API keeps answering (the
 * import's own progress polls included) while a 100 MB export is read.
 */
export function readExportInWorker(
  zipPath: string,
  onProgress: (stage: 'reading' | 'analysing', share: number) => void,
): Promise<ExportReadOutcome> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(zipPath);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') return onProgress(message.stage, message.share);
      if (message.type === 'done') return settle(() => resolve(message.outcome));
      const { code, message: text } = message.error;
      settle(() => reject(code === 'INTERNAL' ? new Error(text) : new AppError(code, text)));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new AppError('UNPROCESSABLE', EXPORT_TOO_LARGE_TO_READ) : error),
      ),
    );
    worker.on('exit', (exitCode) => settle(() => reject(new Error(`The export reader stopped (exit code ${exitCode})`))));
  });
}

/**
 * The worker: the bundled file next to the server's bundle (dist/imports/…), or, when the server
 * itself runs from TypeScript (tests, dev), the source loaded through tsx's loader, registered
 * inside the worker since Node does not pass --import loaders on to worker threads.
 */
function startWorker(zipPath: string): Worker {
  const options = { workerData: { zipPath }, resourceLimits: WORKER_LIMITS };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./imports/read-export-worker.js', import.meta.url), options);
  const source = new URL('./read-export-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

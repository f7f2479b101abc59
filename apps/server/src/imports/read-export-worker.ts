// A worker thread's entry: reads one uploaded export and summarises it, away from the API's event
// loop and heap (see read-export-in-worker.ts). Everything it sends back is plain data.
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import { summariseExport } from '../insights/summarise-export';
import { parseLinkedInExport } from './parse-linkedin-export';
import type { ExportReadOutcome, WorkerMessage } from './read-export-in-worker';

const send = (message: WorkerMessage) => parentPort!.postMessage(message);

async function run(zipPath: string): Promise<ExportReadOutcome> {
  const { data, report } = await parseLinkedInExport(zipPath, (share) => send({ type: 'progress', stage: 'reading', share }));
  send({ type: 'progress', stage: 'analysing', share: 0 });
  const summary = summariseExport(data);
  return {
    // Only what the import stores: a plain reshare has no text of the member's.
    posts: data.shares.filter((share) => share.commentary.trim() !== ''),
    summary,
    report,
    hasProfile: data.profile !== null,
  };
}

run((workerData as { zipPath: string }).zipPath).then(
  (outcome) => send({ type: 'done', outcome }),
  (error: unknown) =>
    send({
      type: 'failed',
      error:
        error instanceof AppError
          ? { code: error.code, message: error.message }
          : { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) },
    }),
);

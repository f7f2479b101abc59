// The client side of `npm run bench:import`: the export sent as a browser's FormData sends it (one
// part, field `file`), streamed from disk over real HTTP with an exact Content-Length so the server
// can check the size before it stores a byte; and, beside it, a watcher that polls the import's
// stage as the web app does and samples the server's resident memory.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { IMPORT_STAGES, type TImportStage } from '@cadence/contract/linkedin/import-status';
import { childPids, procMemory } from './import-server';

const BOUNDARY = '----cadence-bench-boundary-Q3fV9kXr2LmT8wZa';
/** The web app polls every 400 ms; finer here, for the stage times. */
const STATUS_POLL_MS = 100;
const RSS_SAMPLE_MS = 20;

export interface UploadResult {
  status: number;
  /** The answer, parsed as JSON when it is JSON. */
  body: unknown;
  /** performance.now() when the request was opened: the origin of the times below. */
  startedAt: number;
  /** The request's last byte was handed to the kernel (ms from startedAt). */
  sentMs: number;
  /** The whole answer was read (ms from startedAt). */
  answeredMs: number;
  /** Content-Length sent: the file plus the multipart framing. */
  requestBytes: number;
}

/** POSTs the file at `zipPath` to /api/linkedin/import as the member, never holding it in memory. */
export async function streamExportUpload(
  appUrl: string,
  accessToken: string,
  zipPath: string,
  filename = 'Complete_LinkedInDataExport_11-20-2026.zip',
): Promise<UploadResult> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const requestBytes = head.length + (await stat(zipPath)).size + tail.length;

  const startedAt = performance.now();
  const req = request(`${appUrl}/api/linkedin/import`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(requestBytes),
    },
  });
  let sentMs = Number.NaN;
  req.once('finish', () => (sentMs = performance.now() - startedAt));
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  req.write(head);
  const file = createReadStream(zipPath, { highWaterMark: 1024 * 1024 });
  file.once('error', (error) => req.destroy(error));
  file.once('end', () => req.end(tail));
  file.pipe(req, { end: false });

  const response = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const answeredMs = performance.now() - startedAt;
  // An early answer (a refusal) can come before the whole body was sent.
  file.destroy();
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the error message.
  }
  return { status: response.statusCode ?? 0, body, startedAt, sentMs, answeredMs, requestBytes };
}

export interface ImportWatch {
  /** When each stage was first seen by a status poll (ms from the origin); unseen stages are absent. */
  firstSeen: Partial<Record<TImportStage, number>>;
  polls: number;
  /** The highest resident set sampled, when, and in which stage the last poll had seen the import. */
  sampledPeak: { rss: number; atMs: number; stage: TImportStage | 'before the first poll' };
  /** Child processes of the server seen during the import (their memory is not in its RSS). */
  children: number[];
}

/**
 * Polls GET /api/linkedin/import-status (sequentially, every 100 ms) and samples the server's VmRSS
 * (every 20 ms) until stopped. Times are relative to `origin` (a performance.now() value).
 */
export function watchImport(appUrl: string, accessToken: string, pid: number, origin: number) {
  const watch: ImportWatch = {
    firstSeen: {},
    polls: 0,
    sampledPeak: { rss: 0, atMs: 0, stage: 'before the first poll' },
    children: [],
  };
  let current: ImportWatch['sampledPeak']['stage'] = 'before the first poll';
  let stopped = false;

  const sampler = setInterval(() => {
    try {
      const rss = procMemory(pid, 'VmRSS');
      if (rss > watch.sampledPeak.rss) watch.sampledPeak = { rss, atMs: performance.now() - origin, stage: current };
    } catch {
      // The server is gone; the upload will say why.
    }
  }, RSS_SAMPLE_MS);

  const polling = (async () => {
    while (!stopped) {
      const res = await fetch(`${appUrl}/api/linkedin/import-status`, {
        headers: { authorization: `Bearer ${accessToken}` },
      }).catch(() => null);
      const atMs = performance.now() - origin;
      const body = res?.ok ? ((await res.json()) as { data: { running: { stage: TImportStage } | null } }) : null;
      const stage = body?.data.running?.stage;
      watch.polls += 1;
      if (stage && IMPORT_STAGES.includes(stage)) {
        watch.firstSeen[stage] ??= atMs;
        current = stage;
      }
      for (const child of childPids(pid)) if (!watch.children.includes(child)) watch.children.push(child);
      await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS));
    }
  })();

  return {
    async stop(): Promise<ImportWatch> {
      stopped = true;
      clearInterval(sampler);
      await polling;
      return watch;
    },
  };
}

/**
 * How long each stage lasted, from the first polls that saw it and the next one: a stage starts
 * when it or any later stage is first seen (receiving at 0), and ends when the next one starts or
 * the answer arrives. A stage no poll saw gets 0 and its time goes to the one before it.
 */
export function stageSpans(firstSeen: ImportWatch['firstSeen'], answeredMs: number): Record<TImportStage, number> {
  const starts = IMPORT_STAGES.map((_, i) =>
    i === 0 ? 0 : Math.min(answeredMs, ...IMPORT_STAGES.slice(i).map((stage) => firstSeen[stage] ?? Number.POSITIVE_INFINITY)),
  );
  return Object.fromEntries(IMPORT_STAGES.map((stage, i) => [stage, (starts[i + 1] ?? answeredMs) - starts[i]!])) as Record<
    TImportStage,
    number
  >;
}

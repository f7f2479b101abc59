// The floor for `npm run bench:import`, run as a process of its own so that its peak RSS is its
// own: opens the archive with yauzl and the importer's options (central directory read whole
// first, sizes validated while inflating), then inflates the chosen entries one after another with
// node:zlib, counting the bytes and throwing them away. Plain JavaScript, so no TypeScript loader
// sits in its memory.
//
// argv: the archive's path, then optionally a JSON array of entry names to inflate (default: every
// file entry). Prints one JSON line: { ms, entries, inflatedBytes, peakRssBytes }.
import { readFileSync } from 'node:fs';
import yauzl from 'yauzl';

const [zipPath, onlyJson] = process.argv.slice(2);
if (!zipPath) throw new Error('usage: inflate-archive.mjs <zip> [JSON array of entry names]');
const only = onlyJson ? new Set(JSON.parse(onlyJson)) : null;

const started = performance.now();
const zip = await new Promise((resolve, reject) =>
  yauzl.open(zipPath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, z) =>
    error ? reject(error) : resolve(z),
  ),
);
const entries = await new Promise((resolve, reject) => {
  const files = [];
  zip.on('error', reject);
  zip.on('end', () => resolve(files));
  zip.on('entry', (entry) => {
    if (!entry.fileName.endsWith('/') && (!only || only.has(entry.fileName))) files.push(entry);
    zip.readEntry();
  });
  zip.readEntry();
});

let inflatedBytes = 0;
for (const entry of entries) {
  const stream = await new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
  );
  for await (const chunk of stream) inflatedBytes += chunk.length;
}
zip.close();
const ms = performance.now() - started;

const status = readFileSync('/proc/self/status', 'utf8');
const hwmKb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
const peakRssBytes = Number.isFinite(hwmKb) ? hwmKb * 1024 : process.resourceUsage().maxRSS * 1024;
process.stdout.write(`${JSON.stringify({ ms, entries: entries.length, inflatedBytes, peakRssBytes })}\n`);

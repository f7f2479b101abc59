// Bundles the server entries (workspace packages included, npm dependencies left external) and
// copies the SQL migrations next to the bundle.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
// npm dependencies of the server and of the workspace packages it bundles stay in node_modules.
const manifests = ['./package.json', '../../packages/linkedin-sandbox/package.json', '../../packages/contract/package.json'];
const external = [
  ...new Set(
    (await Promise.all(manifests.map(async (m) => JSON.parse(await readFile(new URL(m, import.meta.url), 'utf8')))))
      .flatMap((manifest) => Object.keys(manifest.dependencies ?? {}))
      .filter((name) => !name.startsWith('@cadence/')),
  ),
];
const outdir = new URL('./dist/', import.meta.url).pathname;
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/worker.ts', 'src/sandbox.ts', 'src/imports/read-export-worker.ts'].map(
    (e) => new URL(e, import.meta.url).pathname,
  ),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  splitting: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  define: { __CADENCE_VERSION__: JSON.stringify(pkg.version ?? '0.0.0') },
  logLevel: 'warning',
});
await cp(new URL('./src/db/migrations/', import.meta.url), new URL('./dist/migrations/', import.meta.url), { recursive: true });

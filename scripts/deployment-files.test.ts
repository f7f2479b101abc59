import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No machine here runs a container engine, so the Dockerfile and compose.yaml are held to
// commands the test suite already runs: what CI installs and builds with, and the built entries.

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

const scripts: Record<string, string> = JSON.parse(read('package.json')).scripts;
/** Every command package.json's scripts run, each part of an `a && b` on its own. */
const scriptCommands = Object.values(scripts).flatMap((script) => script.split('&&').map((part) => part.trim()));
/** The lines .ci/run runs. */
const ciLines = read('.ci/run')
  .split('\n')
  .map((line) => line.trim());
/** The server's built entries: src/main.ts → apps/server/dist/main.js, … */
const builtEntries = [...read('apps/server/build.mjs').matchAll(/'src\/([\w/-]+)\.ts'/g)].map(
  ([, name]) => `apps/server/dist/${name}.js`,
);

type Instruction = { keyword: string; args: string };

/** The Dockerfile's instructions, continuation lines joined, comments left out. */
function dockerfile(): Instruction[] {
  return read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** An exec-form command (`["node", "x.js"]`) or a compose command list, as one shell line. */
const asLine = (command: string | string[]) => (Array.isArray(command) ? command.join(' ') : command);

type ComposeService = {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string | string[];
  ports?: string[];
  profiles?: string[];
};

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const services = Object.entries(compose.services);
const running = (entry: string) => services.filter(([, service]) => asLine(service.command ?? []) === `node ${entry}`);

describe('Dockerfile', () => {
  const instructions = dockerfile();
  const stages = instructions.filter((i) => i.keyword === 'FROM');

  it('builds in one Node 20 stage and runs in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.args).toMatch(/^node:20[-.\w]*(\s+AS\s+\w+)?$/i);
  });

  it('runs only the install and build commands CI runs', () => {
    const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs).toEqual(['npm ci --no-audit --no-fund', 'npm run build']);
    for (const run of runs) expect(ciLines.includes(run) || scriptCommands.includes(run), run).toBe(true);
  });

  it('runs as an unprivileged user in the final stage', () => {
    const finalStage = instructions.slice(instructions.lastIndexOf(stages.at(-1)!));
    const users = finalStage.filter((i) => i.keyword === 'USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it('starts a built entry that npm start runs', () => {
    const cmd = instructions.filter((i) => i.keyword === 'CMD').at(-1)!;
    const line = asLine(JSON.parse(cmd.args) as string[]);
    expect(scriptCommands).toContain(line);
    expect(builtEntries).toContain(line.replace(/^node /, ''));
  });

  it('copies into the final stage only what the build produces or the repo holds', () => {
    const copied = instructions
      .filter((i) => i.keyword === 'COPY' && i.args.includes('--from=build'))
      .map((i) =>
        i.args
          .split(/\s+/)
          .at(-2)!
          .replace(/^\/home\/node\/app\//, ''),
      );
    const produced = ['node_modules', 'apps/server/node_modules', 'apps/server/dist', 'apps/web/dist'];
    for (const path of copied) {
      expect(produced.includes(path) || existsSync(new URL(`../${path}`, import.meta.url)), path).toBe(true);
    }
    expect(copied).toEqual(expect.arrayContaining(['apps/server/dist', 'apps/web/dist', 'node_modules']));
  });
});

describe('compose.yaml', () => {
  it('runs PostgreSQL', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
  });

  it('runs two API processes without workers, each on a port of its own', () => {
    const apis = running('apps/server/dist/main.js');
    expect(apis).toHaveLength(2);
    for (const [, api] of apis) expect(api.environment?.RUN_WORKERS).toBe('false');
    const hostPorts = apis.flatMap(([, api]) => api.ports ?? []).map((port) => port.split(':')[0]);
    expect(new Set(hostPorts).size).toBe(2);
  });

  it('runs two worker processes', () => {
    expect(running('apps/server/dist/worker.js')).toHaveLength(2);
  });

  it('runs only built entries that package.json runs, with one env file for every Cadence process', () => {
    const cadence = services.filter(([, service]) => service.command);
    for (const [name, service] of cadence) {
      const line = asLine(service.command!);
      expect(scriptCommands, name).toContain(line);
      expect(builtEntries, name).toContain(line.replace(/^node /, ''));
      expect(service.env_file, name).toBe('.env');
      expect(service.environment?.DATABASE_URL, name).toMatch(/@postgres:5432\//);
    }
    expect(read('.env.example')).toMatch(/^SECRET_KEY=/m);
    expect(read('.env.example')).toMatch(/^PUBLIC_URL=/m);
  });

  it('offers an SMTP server behind a profile', () => {
    const smtp = services.filter(([, service]) => service.profiles?.includes('smtp'));
    expect(smtp).toHaveLength(1);
  });
});

describe('.dockerignore', () => {
  it('keeps installed and built output and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '**/.data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});

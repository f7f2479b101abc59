import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) one process has used so far; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL server process on this machine (backends, autovacuum, WAL writer). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return pids;
}

export interface CpuShare {
  workers: number;
  postgres: number;
  /** This process: the LinkedIn sandbox, the queueing and the polling. */
  bench: number;
  wallSeconds: number;
}

/** Where the machine's CPU went between start() and the returned stop(), for the report. */
export function measureCpu(workerPids: number[]): { stop(): CpuShare } {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuSecondsOf(pid), 0);
  const startPostgres = new Map(postgresPids().map((pid) => [pid, cpuSecondsOf(pid)]));
  const startWorkers = sum(workerPids);
  const startBench = process.cpuUsage();
  const started = performance.now();
  return {
    stop() {
      let postgres = 0;
      for (const pid of postgresPids()) postgres += cpuSecondsOf(pid) - (startPostgres.get(pid) ?? 0);
      const bench = process.cpuUsage(startBench);
      return {
        workers: sum(workerPids) - startWorkers,
        postgres,
        bench: (bench.user + bench.system) / 1e6,
        wallSeconds: (performance.now() - started) / 1000,
      };
    },
  };
}

export function describeCpu(share: CpuShare, cores: number): string {
  const busy = share.workers + share.postgres + share.bench;
  return (
    `CPU ${busy.toFixed(0)} s of ${(share.wallSeconds * cores).toFixed(0)} s available ` +
    `(workers ${share.workers.toFixed(0)} s, PostgreSQL ${share.postgres.toFixed(0)} s, sandbox + bench ${share.bench.toFixed(0)} s)`
  );
}

import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { takeOverDeadPublishes } from '../scheduling/take-over-dead-publishes';
import { jobs } from './registry';

/**
 * Makes this process a worker: it runs every job of the registry, and after each of its heartbeats
 * takes up the posts of processes that died (decision 030).
 */
export async function startWorkers(deps: Deps, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  await deps.jobs.startWorkers(jobs, deps);
  deps.liveness.afterBeat(() => takeOverDeadPublishes(deps, { log }));
}

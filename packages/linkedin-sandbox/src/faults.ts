import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxStore } from './sandbox-store.ts';
import type { Fault, FaultTarget } from './types.ts';

/** Uses up one answer of the fault on `target`, if any; counted before any delay so concurrent calls share `times`. */
export function takeFault(store: SandboxStore, target: FaultTarget): Fault | undefined {
  const fault = store.faults.get(target);
  if (fault === undefined) return undefined;
  if (fault.times !== undefined) {
    if (fault.times <= 1) store.faults.delete(target);
    else store.faults.set(target, { ...fault, times: fault.times - 1 });
  }
  return fault;
}

/**
 * An onRequest hook that answers with the injected fault before the route sees the request, so a
 * fault behaves like LinkedIn failing upstream of any validation.
 */
export function faultHook(store: SandboxStore, target: FaultTarget) {
  return async function answerWithFault(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const fault = takeFault(store, target);
    if (fault === undefined) return undefined;
    // The route does its work first and then calls answerAfterAccept (a lost response).
    if (fault.afterAccept) {
      acceptedFaults.set(request, fault);
      return undefined;
    }
    return answerWith(reply, fault, target);
  };
}

const acceptedFaults = new WeakMap<FastifyRequest, Fault>();

async function answerWith(reply: FastifyReply, fault: Fault, target: FaultTarget): Promise<FastifyReply> {
  if (fault.delayMs) await sleep(fault.delayMs);
  const body = fault.body ?? { status: fault.status, message: `Fault injected by the LinkedIn sandbox on ${target}` };
  return reply.code(fault.status).header('cache-control', 'no-store').send(body);
}

/** The after-accept fault a request carries, for a route that must act on it before answering. */
export const acceptedFaultOf = (request: FastifyRequest): Fault | undefined => acceptedFaults.get(request);

/** For a route that has done its work: answers the request's after-accept fault, if it has one. */
export async function answerAfterAccept(
  request: FastifyRequest,
  reply: FastifyReply,
  target: FaultTarget,
): Promise<FastifyReply | undefined> {
  const fault = acceptedFaults.get(request);
  if (fault === undefined) return undefined;
  acceptedFaults.delete(request);
  if (fault.dropAnswer) {
    if (fault.delayMs) await sleep(fault.delayMs);
    // The post exists, but the client only sees its connection close: it cannot know.
    reply.hijack();
    request.raw.socket.destroy();
    return reply;
  }
  if (fault.status >= 200 && fault.status < 300) {
    if (fault.delayMs) await sleep(fault.delayMs);
    return undefined;
  }
  return answerWith(reply, fault, target);
}

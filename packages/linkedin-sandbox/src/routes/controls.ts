import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkDailyPostLimit,
  checkProcessingMs,
  checkFault,
  checkFaultTarget,
  checkMember,
  checkTokenTtl,
  checkVersionWindow,
  isRecord,
  type Checked,
} from '../input-checks.ts';
import { activeVersions } from '../posts-store.ts';
import type { SandboxContext } from '../sandbox-context.ts';
import { sandboxState } from '../sandbox-controls.ts';
import type { SandboxControls } from '../types.ts';

function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ status: 400, message });
}

/**
 * The programmatic controls over HTTP, for browser tests that cannot reach the server's memory.
 * Every mutation answers with the resulting state so a test can assert on it directly.
 */
export function registerControlRoutes(app: FastifyInstance, ctx: SandboxContext, controls: SandboxControls): void {
  const state = () => sandboxState(ctx);
  const withChecked = <T>(reply: FastifyReply, checked: Checked<T>, apply: (value: T) => void) => {
    if (!checked.ok) return badRequest(reply, checked.message);
    apply(checked.value);
    return reply.header('cache-control', 'no-store').send(state());
  };

  app.get('/__sandbox/state', async (_request, reply) => reply.header('cache-control', 'no-store').send(state()));

  app.put<{ Params: { target: string } }>('/__sandbox/faults/:target', async (request, reply) => {
    const target = checkFaultTarget(request.params.target);
    if (!target.ok) return badRequest(reply, target.message);
    return withChecked(reply, checkFault(request.body), (fault) => controls.setFault(target.value, fault));
  });

  app.delete<{ Params: { target: string } }>('/__sandbox/faults/:target', async (request, reply) =>
    withChecked(reply, checkFaultTarget(request.params.target), (target) => controls.setFault(target, null)),
  );

  app.delete('/__sandbox/faults', async (_request, reply) =>
    withChecked(reply, { ok: true, value: undefined }, () => controls.clearFaults()),
  );

  app.put('/__sandbox/token-ttl', async (request, reply) => {
    const body = request.body;
    if (!isRecord(body) || Object.keys(body).some((key) => key !== 'seconds')) {
      return badRequest(reply, 'Send {"seconds": <integer>}.');
    }
    return withChecked(reply, checkTokenTtl(body.seconds), (seconds) => controls.setTokenTtlSeconds(seconds));
  });

  app.put('/__sandbox/member', async (request, reply) =>
    withChecked(reply, checkMember(request.body), (member) => controls.setMember(member)),
  );

  app.post('/__sandbox/revoke-all', async (_request, reply) =>
    withChecked(reply, { ok: true, value: undefined }, () => controls.revokeAllTokens()),
  );

  app.post('/__sandbox/reset', async (_request, reply) =>
    withChecked(reply, { ok: true, value: undefined }, () => controls.reset()),
  );

  registerPostsControlRoutes(app, ctx, controls);
}

/** The Posts API's switches answer with what they govern, leaving the sign-in state's shape alone. */
function registerPostsControlRoutes(app: FastifyInstance, ctx: SandboxContext, controls: SandboxControls): void {
  const settings = () => ({ dailyPostLimit: ctx.store.posts.dailyPostLimit, activeVersions: activeVersions(ctx.store.posts) });
  const withChecked = <T>(reply: FastifyReply, checked: Checked<T>, apply: (value: T) => void) => {
    if (!checked.ok) return badRequest(reply, checked.message);
    apply(checked.value);
    return reply.header('cache-control', 'no-store').send(settings());
  };

  app.get('/__sandbox/posts', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ ...settings(), posts: controls.listPosts() }),
  );

  app.put('/__sandbox/daily-post-limit', async (request, reply) => {
    const body = request.body;
    if (!isRecord(body) || Object.keys(body).some((key) => key !== 'limit'))
      return badRequest(reply, 'Send {"limit": <integer>}.');
    return withChecked(reply, checkDailyPostLimit(body.limit), (limit) => controls.setDailyPostLimit(limit));
  });

  app.put('/__sandbox/api-versions', async (request, reply) =>
    withChecked(reply, checkVersionWindow(request.body), (window) => controls.setSupportedVersions(window)),
  );

  app.delete('/__sandbox/api-versions', async (_request, reply) =>
    withChecked(reply, { ok: true, value: undefined }, () => controls.setSupportedVersions(null)),
  );

  registerMediaControlRoutes(app, ctx, controls);
}

/** What arrived through the Images, Documents, Videos and Comments APIs: hashes and sizes, never bytes. */
function registerMediaControlRoutes(app: FastifyInstance, ctx: SandboxContext, controls: SandboxControls): void {
  const media = () => ({ processingMs: ctx.store.media.processingMs, assets: controls.listAssets() });

  app.get('/__sandbox/media', async (_request, reply) => reply.header('cache-control', 'no-store').send(media()));

  app.put('/__sandbox/media-processing-ms', async (request, reply) => {
    const body = request.body;
    if (!isRecord(body) || Object.keys(body).some((key) => key !== 'ms')) return badRequest(reply, 'Send {"ms": <integer>}.');
    const checked = checkProcessingMs(body.ms);
    if (!checked.ok) return badRequest(reply, checked.message);
    controls.setMediaProcessingMs(checked.value);
    return reply.header('cache-control', 'no-store').send(media());
  });

  app.get('/__sandbox/comments', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ comments: controls.listComments() }),
  );
}

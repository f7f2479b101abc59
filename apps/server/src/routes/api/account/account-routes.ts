import {
  ZDownloadDataExportParamsSchema,
  ZGetDataExportResponseSchema,
  ZRequestDataExportResponseSchema,
} from '@cadence/contract/account/data-export';
import { ZDeleteAccountRequestSchema, ZDeleteAccountResponseSchema } from '@cadence/contract/account/delete-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccount } from '../../../account/delete-account';
import { getDataExport } from '../../../account/get-data-export';
import { readDataExportArchive } from '../../../account/read-data-export-archive';
import { requestDataExport } from '../../../account/request-data-export';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, SIGNED_IN_HINT_COOKIE } from '../auth/session';

// Each export reads the member's whole history and each delete revokes at LinkedIn: a few a minute is plenty.
const writeRateLimit = { max: 10, timeWindow: '1 minute' };

/** A member's own data (issue 29, decision 033): download it, or delete the account. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/data-export',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ZRequestDataExportResponseSchema } },
      config: { rateLimit: writeRateLimit },
    },
    async (request) => ({ success: true as const, data: await requestDataExport(deps, caller(request).userId) }),
  );

  app.get(
    '/data-export',
    { onRequest: app.authenticate, schema: { response: { 200: ZGetDataExportResponseSchema } } },
    async (request) => ({ success: true as const, data: await getDataExport(deps, caller(request).userId) }),
  );

  app.get(
    '/data-export/:id/download',
    { onRequest: app.authenticate, schema: { params: ZDownloadDataExportParamsSchema } },
    async (request, reply) => {
      const { fileName, bytes } = await readDataExportArchive(deps, caller(request).userId, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.delete(
    '/',
    {
      onRequest: app.authenticate,
      schema: { body: ZDeleteAccountRequestSchema, response: { 200: ZDeleteAccountResponseSchema } },
      config: { rateLimit: writeRateLimit },
    },
    async (request, reply) => {
      await deleteAccount(deps, caller(request).userId, request.body.confirm_email, request.log);
      // The refresh cookie's session row is gone; clear the cookie too.
      reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH }).clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
      return { success: true as const, data: { deleted: true as const } };
    },
  );
};

import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES } from '@cadence/contract/linkedin/import-limits';
import { ZImportResultSchema, ZTestParserResponseSchema } from '@cadence/contract/linkedin/import-linkedin-data';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { readAccessToken } from '../../../auth/access-tokens';
import { readBearerToken } from '../../../auth/read-bearer-token';
import { importLinkedInExport } from '../../../imports/import-linkedin-export';
import { testParseExport } from '../../../imports/test-parse-export';
import { caller } from '../../../plugins/authenticate';
import { readFileUpload } from '../../read-file-upload';

/**
 * Each upload reads up to 100 MB: counted per member (one address may be a whole office), with room
 * for a member who tries a few files in a row.
 */
const importRateLimit = (deps: Deps) => ({
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: async (request: FastifyRequest) => {
    const token = readBearerToken(request.headers.authorization);
    const claims = token ? await readAccessToken(token, deps.keys.sessionSigning) : null;
    return claims ? `import:member:${claims.userId}` : `import:ip:${request.ip}`;
  },
});

const NO_FILE = 'Choose your LinkedIn export (.zip) and send it as multipart/form-data in the field "file".';

/** POST /api/linkedin/import and /test-parser: the export as a multipart upload, field `file`. */
export const importRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, {
    // One byte over the limit tells a file of exactly 100 MB from a larger one that was cut.
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 20 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/import',
    {
      onRequest: app.authenticate,
      schema: { consumes: ['multipart/form-data'], response: { 200: ZImportResultSchema } },
      config: { rateLimit: importRateLimit(deps) },
    },
    async (request) => importLinkedInExport(deps, caller(request).userId, await readFileUpload(request, NO_FILE)),
  );

  app.post(
    '/test-parser',
    {
      onRequest: app.authenticate,
      schema: { consumes: ['multipart/form-data'], response: { 200: ZTestParserResponseSchema } },
      config: { rateLimit: importRateLimit(deps) },
    },
    async (request) => testParseExport(deps, await readFileUpload(request, NO_FILE)),
  );
};

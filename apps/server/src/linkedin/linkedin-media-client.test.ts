import { memberSub } from '@cadence/linkedin-sandbox';
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { closedPort } from './closed-port';
import { linkedInMediaClient, type LinkedInAssetKind } from './linkedin-media-client';
import { failureOf, sendJson, useLinkedInSandbox, useScriptedServer } from './test-linkedin-target';

const linkedIn = useLinkedInSandbox();
const email = 'media@example.com';
const ownerSub = memberSub(email);
const MiB = 1024 * 1024;

const token = (who = email) => linkedIn.accessToken(who);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Yields the bytes in small chunks, as a file read would: what fetch streams. */
async function* chunksOf(bytes: Uint8Array, size = 64 * 1024): AsyncIterable<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

/** The whole flow as the publisher runs it: initialize, each part, finalize (videos), wait. */
async function upload(accessToken: string, kind: LinkedInAssetKind, bytes: Uint8Array): Promise<string> {
  const client = linkedInMediaClient(linkedIn.target);
  const started = await client.initializeUpload(accessToken, kind, { ownerSub, fileSizeBytes: bytes.length });
  const etags: string[] = [];
  for (const part of started.parts) {
    const slice = bytes.subarray(part.firstByte, part.lastByte + 1);
    const { etag } = await client.uploadPart(accessToken, part, chunksOf(slice), { sizeBytes: slice.length });
    if (etag !== null) etags.push(etag);
  }
  if (kind === 'video') {
    await client.finalizeVideoUpload(accessToken, {
      videoUrn: started.assetUrn,
      uploadToken: started.uploadToken ?? '',
      uploadedPartIds: etags,
    });
  }
  await client.waitUntilAvailable(accessToken, kind, started.assetUrn, { timeoutMs: 3000, pollMs: 20 });
  return started.assetUrn;
}

describe('linkedInMediaClient against the sandbox', () => {
  it.each([
    ['image', 200_000],
    ['document', 1 * MiB + 17],
    ['video', 9 * MiB + 5],
  ] as const)('uploads a %s whose bytes arrive unchanged, and waits until it is AVAILABLE', async (kind, size) => {
    linkedIn.sandbox.controls.setMediaProcessingMs(50);
    const accessToken = await token();
    const bytes = randomBytes(size);
    const urn = await upload(accessToken, kind, bytes);
    expect(urn).toMatch(new RegExp(`^urn:li:${kind}:`));
    const [asset] = linkedIn.sandbox.controls.listAssets();
    expect(asset).toMatchObject({
      urn,
      kind,
      owner: `urn:li:person:${ownerSub}`,
      status: 'AVAILABLE',
      sizeBytes: size,
      sha256: sha256(bytes),
    });
    if (kind === 'video') expect(asset?.parts).toHaveLength(3);
  });

  it('answers each status, and NOT_FOUND for an asset LinkedIn does not have', async () => {
    const client = linkedInMediaClient(linkedIn.target);
    const accessToken = await token();
    const started = await client.initializeUpload(accessToken, 'image', { ownerSub, fileSizeBytes: 10 });
    expect(started.uploadToken).toBeNull();
    expect(started.parts).toEqual([{ uploadUrl: expect.any(String), firstByte: 0, lastByte: 9 }]);
    expect(await client.getAssetStatus(accessToken, 'image', started.assetUrn)).toBe('WAITING_UPLOAD');
    expect(await client.getAssetStatus(accessToken, 'image', 'urn:li:image:nothere')).toBe('NOT_FOUND');
    await expect(
      client.waitUntilAvailable(accessToken, 'image', started.assetUrn, { timeoutMs: 60, pollMs: 20 }),
    ).rejects.toMatchObject({
      reason: 'no_answer',
    });
  });

  it('reports an asset LinkedIn could not process as rejected, and another member’s as forbidden', async () => {
    const client = linkedInMediaClient(linkedIn.target);
    const accessToken = await token();
    linkedIn.sandbox.controls.setMediaProcessingMs(0);
    linkedIn.sandbox.controls.setFault('media.processing', { status: 500, times: 1 });
    const failed = await failureOf(upload(accessToken, 'image', randomBytes(100)));
    expect(failed).toMatchObject({ reason: 'rejected', outcomeUnknown: false });

    const someoneElse = await token('someone@example.com');
    const [asset] = linkedIn.sandbox.controls.listAssets();
    expect(await failureOf(client.getAssetStatus(someoneElse, 'image', asset!.urn))).toMatchObject({
      reason: 'forbidden',
      info: { httpStatus: 403 },
    });
    expect(await failureOf(client.initializeUpload(someoneElse, 'document', { ownerSub, fileSizeBytes: 100 }))).toMatchObject({
      reason: 'forbidden',
    });
  });

  it('names a rejected upload, a lost answer and a refused finalize', async () => {
    const client = linkedInMediaClient(linkedIn.target);
    const accessToken = await token();
    const started = await client.initializeUpload(accessToken, 'video', { ownerSub, fileSizeBytes: 5 * MiB });
    const [first, second] = started.parts as [(typeof started.parts)[0], (typeof started.parts)[0]];
    const firstBytes = randomBytes(first.lastByte - first.firstByte + 1);

    linkedIn.sandbox.controls.setFault('media.upload', { status: 400, times: 1 });
    expect(
      await failureOf(client.uploadPart(accessToken, first, chunksOf(firstBytes), { sizeBytes: firstBytes.length })),
    ).toMatchObject({
      reason: 'rejected',
      outcomeUnknown: false,
    });
    linkedIn.sandbox.controls.setFault('media.upload', { status: 200, afterAccept: true, dropAnswer: true, times: 1 });
    expect(
      await failureOf(client.uploadPart(accessToken, first, chunksOf(firstBytes), { sizeBytes: firstBytes.length })),
    ).toMatchObject({
      reason: 'no_answer',
      outcomeUnknown: true,
    });
    // The part arrived although its answer was lost; sending it again is safe and answers the same ETag.
    const again = await client.uploadPart(accessToken, first, chunksOf(firstBytes), { sizeBytes: firstBytes.length });
    expect(linkedIn.sandbox.controls.listAssets()[0]?.parts[0]).toMatchObject({ etag: again.etag, sha256: sha256(firstBytes) });

    const refused = await failureOf(
      client.finalizeVideoUpload(accessToken, {
        videoUrn: started.assetUrn,
        uploadToken: started.uploadToken ?? '',
        uploadedPartIds: [again.etag!],
      }),
    );
    expect(refused).toMatchObject({ reason: 'rejected', info: { httpStatus: 400 } });
    expect(second.firstByte).toBe(4 * MiB);
  });

  it('knows nothing was sent when LinkedIn cannot be reached', async () => {
    const closed = linkedInMediaClient({ ...linkedIn.target, apiBaseUrl: `http://127.0.0.1:${await closedPort()}` });
    expect(await failureOf(closed.initializeUpload('token', 'image', { ownerSub, fileSizeBytes: 1 }))).toMatchObject({
      reason: 'unreachable',
      outcomeUnknown: false,
    });
  });
});

/**
 * LinkedIn's own examples, answered by a tiny server: the referee for the client and the linkedIn.sandbox.
 * Bodies are the pages' examples (learn.microsoft.com/linkedin/marketing/community-management/
 * shares/images-api, documents-api, videos-api), with each `uploadUrl` pointing at this server
 * instead of www.linkedin.com/dms-uploads/… so the PUT can be answered.
 */
describe('linkedInMediaClient against LinkedIn’s documented examples', () => {
  const api = useScriptedServer();
  const { seen } = api;

  const documented = () => linkedInMediaClient({ apiBaseUrl: api.base, apiVersion: '202511', timeoutMs: 2000 });

  it('reads the Images API’s initializeUpload example and PUTs the bytes to its uploadUrl', async () => {
    api.answer = (request, _body, response) => {
      if (request.method === 'POST')
        // Images API, "Initialize Image Upload" response.
        return sendJson(response, 200, {
          value: {
            uploadUrlExpiresAt: 1650567510704,
            uploadUrl: `${api.base}/dms-uploads/C4E10AQFoyyAjHPMQuQ/uploaded-image/0?ca=vector_ads&cn=uploads&sync=0&v=beta&ut=2H-IhpbfXrRow1`,
            image: 'urn:li:image:C4E10AQFoyyAjHPMQuQ',
          },
        });
      // Images API, "Upload the Image": 201 Created, no body.
      response.writeHead(201).end();
    };
    const client = documented();
    const started = await client.initializeUpload('token', 'image', { ownerSub: 'abc', fileSizeBytes: 4 });
    expect(started).toEqual({
      assetUrn: 'urn:li:image:C4E10AQFoyyAjHPMQuQ',
      uploadToken: null,
      parts: [{ uploadUrl: expect.stringContaining('/dms-uploads/C4E10AQFoyyAjHPMQuQ/'), firstByte: 0, lastByte: 3 }],
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({ initializeUploadRequest: { owner: 'urn:li:person:abc' } });
    expect(seen[0]).toMatchObject({
      url: '/rest/images?action=initializeUpload',
      headers: { 'linkedin-version': '202511', 'x-restli-protocol-version': '2.0.0' },
    });
    expect(await client.uploadPart('token', started.parts[0]!, chunksOf(Buffer.from('abcd')), { sizeBytes: 4 })).toEqual({
      etag: null,
    });
    expect(seen[1]).toMatchObject({ method: 'PUT', body: 'abcd', headers: { 'content-type': 'application/octet-stream' } });
  });

  it('reads the Documents API’s initializeUpload example', async () => {
    api.answer = (_request, _body, response) =>
      // Documents API, "Initialize Document Upload" response.
      sendJson(response, 200, {
        value: {
          uploadUrlExpiresAt: 1650567510704,
          uploadUrl: `${api.base}/dms-uploads/D5F10AQH4eSX1ukFxmw/uploaded-document/0?ca=vector_feedshare&cn=uploads&iri=B01-77&sync=0&v=beta&ut=1Yo_7Ov1FjXpI1`,
          document: 'urn:li:document:D5F10AQH4eSX1ukFxmw',
        },
      });
    expect((await documented().initializeUpload('token', 'document', { ownerSub: 'abc', fileSizeBytes: 100 })).assetUrn).toBe(
      'urn:li:document:D5F10AQH4eSX1ukFxmw',
    );
  });

  it('reads the Videos API’s examples: initializeUpload, an ETag per part, finalizeUpload, the status', async () => {
    api.answer = (request, _body, response) => {
      if (request.url === '/rest/videos?action=initializeUpload')
        // Videos API, "Initialize Video Upload" response (two of its parts).
        return sendJson(response, 200, {
          value: {
            uploadUrlsExpireAt: 1633234498985,
            video: 'urn:li:video:C5505AQH-oV1qvnFtKA',
            uploadInstructions: [
              { uploadUrl: `${api.base}/dms-uploads/C5505AQH-oV1qvnFtKA/uploadedVideo?part=0`, lastByte: 4194303, firstByte: 0 },
              {
                uploadUrl: `${api.base}/dms-uploads/C5505AQH-oV1qvnFtKA/uploadedVideo?part=1`,
                lastByte: 5242879,
                firstByte: 4194304,
              },
            ],
            uploadToken: '',
          },
        });
      if (request.method === 'PUT') {
        // Videos API, "Upload the Video": 200 with the part's id in the etag header.
        response.writeHead(200, { etag: `/ambry-video/signedId/AQHX97-zKFZrew-part${request.url?.slice(-1)}.bin` }).end();
        return;
      }
      if (request.url === '/rest/videos?action=finalizeUpload') return response.writeHead(200).end();
      // Videos API, "Get a Video" response.
      return sendJson(response, 200, {
        owner: 'urn:li:organization:2414183',
        status: 'AVAILABLE',
        id: 'urn:li:video:C5505AQH-oV1qvnFtKA',
      });
    };
    const client = documented();
    const started = await client.initializeUpload('token', 'video', { ownerSub: 'abc', fileSizeBytes: 5 * MiB });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      initializeUploadRequest: {
        owner: 'urn:li:person:abc',
        fileSizeBytes: 5 * MiB,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    });
    expect(started.uploadToken).toBe('');
    expect(started.parts.map(({ firstByte, lastByte }) => [firstByte, lastByte])).toEqual([
      [0, 4194303],
      [4194304, 5242879],
    ]);
    const etags = [];
    for (const part of started.parts) {
      const size = part.lastByte - part.firstByte + 1;
      etags.push((await client.uploadPart('token', part, chunksOf(new Uint8Array(size)), { sizeBytes: size })).etag!);
    }
    expect(etags).toEqual(['/ambry-video/signedId/AQHX97-zKFZrew-part0.bin', '/ambry-video/signedId/AQHX97-zKFZrew-part1.bin']);
    await client.finalizeVideoUpload('token', { videoUrn: started.assetUrn, uploadToken: '', uploadedPartIds: etags });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({
      finalizeUploadRequest: { video: 'urn:li:video:C5505AQH-oV1qvnFtKA', uploadToken: '', uploadedPartIds: etags },
    });
    expect(await client.getAssetStatus('token', 'video', started.assetUrn)).toBe('AVAILABLE');
    expect(seen.at(-1)!.url).toBe('/rest/videos/urn%3Ali%3Avideo%3AC5505AQH-oV1qvnFtKA');
  });

  it('reads the Videos API’s documented 403 as forbidden', async () => {
    // Videos API, Permissions: "Invalid permissions results in the following API response".
    api.answer = (_request, _body, response) =>
      sendJson(response, 403, {
        message: 'Accessing this video resource is forbidden. Please check your permissions for this resource',
        status: 403,
      });
    const error = await failureOf(documented().getAssetStatus('token', 'video', 'urn:li:video:C5505AQH-oV1qvnFtKA'));
    expect(error).toMatchObject({
      reason: 'forbidden',
      info: {
        httpStatus: 403,
        linkedInMessage: 'Accessing this video resource is forbidden. Please check your permissions for this resource',
      },
    });
  });

  it('calls an answer without the asset’s URN a bad answer', async () => {
    api.answer = (_request, _body, response) => sendJson(response, 200, { value: { uploadUrl: `${api.base}/x` } });
    expect(await failureOf(documented().initializeUpload('token', 'image', { ownerSub: 'abc', fileSizeBytes: 1 }))).toMatchObject(
      {
        reason: 'bad_answer',
      },
    );
  });
});

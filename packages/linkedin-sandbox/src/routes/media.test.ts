import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rollingVersionWindow } from '../api-versions.ts';
import { memberSub } from '../member-profile.ts';
import { callControl, prefix, signIn, useSharedSandbox } from '../test-support.ts';

const sandbox = useSharedSandbox();
const version = rollingVersionWindow(1).newest;
const collections = { image: 'images', document: 'documents', video: 'videos' } as const;
type Kind = keyof typeof collections;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function member(email = 'alex.morgan@example.com', scope = 'openid profile email w_member_social') {
  const tokens = await signIn(sandbox.app, { email, scope });
  return { token: tokens.access_token, urn: `urn:li:person:${memberSub(email)}` };
}
type Member = Awaited<ReturnType<typeof member>>;

const rest = (token: string) => ({
  authorization: `Bearer ${token}`,
  'linkedin-version': version,
  'x-restli-protocol-version': '2.0.0',
});

function call(who: Member, method: 'GET' | 'POST', path: string, body?: unknown) {
  return sandbox.app.inject({
    method,
    url: `${prefix}${path}`,
    headers: { ...rest(who.token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

function initialize(who: Member, kind: Kind, extra: Record<string, unknown> = {}, owner = who.urn) {
  return call(who, 'POST', `/rest/${collections[kind]}?action=initializeUpload`, {
    initializeUploadRequest: { owner, ...extra },
  });
}

/** The sandbox's upload URLs carry its public base URL; inject wants the path. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const put = (url: string, bytes: Buffer) =>
  sandbox.app.inject({
    method: 'PUT',
    url: pathOf(url),
    headers: { 'content-type': 'application/octet-stream' },
    payload: bytes,
  });

const readAsset = (who: Member, kind: Kind, urn: string) =>
  call(who, 'GET', `/rest/${collections[kind]}/${encodeURIComponent(urn)}`);

/** Initialize, upload and (for a video) finalize: an AVAILABLE asset when processing takes no time. */
async function uploadAsset(who: Member, kind: Kind, bytes: Buffer): Promise<string> {
  const init = await initialize(
    who,
    kind,
    kind === 'video' ? { fileSizeBytes: bytes.length, uploadCaptions: false, uploadThumbnail: false } : {},
  );
  expect(init.statusCode).toBe(200);
  const { value } = init.json();
  if (kind !== 'video') {
    expect((await put(value.uploadUrl, bytes)).statusCode).toBe(201);
    return value[kind];
  }
  const etags: string[] = [];
  for (const part of value.uploadInstructions) {
    const answer = await put(part.uploadUrl, bytes.subarray(part.firstByte, part.lastByte + 1));
    expect(answer.statusCode).toBe(200);
    etags.push(String(answer.headers.etag));
  }
  const finalize = await call(who, 'POST', '/rest/videos?action=finalizeUpload', {
    finalizeUploadRequest: { video: value.video, uploadToken: value.uploadToken, uploadedPartIds: etags },
  });
  expect(finalize.statusCode).toBe(200);
  return value.video;
}

const asset = (urn: string) => sandbox.controls.listAssets().find((each) => each.urn === urn);

describe('Images and Documents API: initializeUpload, PUT, GET', () => {
  it.each(['image', 'document'] as const)(
    'answers a %s upload URL as documented, keeps the bytes’ hash and turns AVAILABLE',
    async (kind) => {
      const alex = await member();
      const init = await initialize(alex, kind);
      expect(init.statusCode).toBe(200);
      const { value } = init.json();
      // Images API / Documents API: {"value": {"uploadUrlExpiresAt", "uploadUrl", "image" | "document"}}
      expect(Object.keys(value).sort()).toEqual([kind, 'uploadUrl', 'uploadUrlExpiresAt'].sort());
      expect(value[kind]).toMatch(new RegExp(`^urn:li:${kind}:[A-Za-z0-9_-]+$`));
      expect(value.uploadUrl.startsWith('http://localhost:3000/sandbox/linkedin/dms-uploads/')).toBe(true);
      expect(value.uploadUrlExpiresAt).toBeGreaterThan(Date.now());
      const urn = value[kind];
      expect((await readAsset(alex, kind, urn)).json()).toMatchObject({ id: urn, owner: alex.urn, status: 'WAITING_UPLOAD' });

      const bytes = randomBytes(300_000);
      const upload = await put(value.uploadUrl, bytes);
      expect(upload.statusCode).toBe(201);
      expect((await readAsset(alex, kind, urn)).json().status).toBe('PROCESSING');
      expect(asset(urn)).toMatchObject({ kind, owner: alex.urn, sha256: sha256(bytes), sizeBytes: bytes.length });

      sandbox.controls.setMediaProcessingMs(0);
      await new Promise((resolve) => setTimeout(resolve, 320));
      const available = await readAsset(alex, kind, urn);
      expect(available.json()).toMatchObject({ id: urn, status: 'AVAILABLE', downloadUrl: expect.any(String) });
      // Done is done: the URL takes no second upload.
      expect((await put(value.uploadUrl, bytes)).statusCode).toBe(400);
    },
  );

  it('refuses an upload URL whose key is wrong', async () => {
    const alex = await member();
    const { value } = (await initialize(alex, 'image')).json();
    const url = new URL(value.uploadUrl);
    url.searchParams.set('ut', 'guessed');
    expect((await put(url.toString(), randomBytes(10))).statusCode).toBe(401);
    expect(asset(value.image)?.status).toBe('WAITING_UPLOAD');
  });

  it('lets only the owner initialize or read an asset, with the Videos API’s documented 403', async () => {
    const alex = await member();
    const sam = await member('sam@example.com');
    const other = await initialize(alex, 'image', {}, sam.urn);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      status: 403,
      message: 'Accessing this image resource is forbidden. Please check your permissions for this resource',
    });
    const urn = (await initialize(alex, 'image')).json().value.image;
    expect((await readAsset(sam, 'image', urn)).statusCode).toBe(403);
    expect((await readAsset(alex, 'image', 'urn:li:image:nothere')).statusCode).toBe(404);
    // Read as the wrong kind: there is no such document.
    expect((await readAsset(alex, 'document', urn)).statusCode).toBe(404);
  });

  it('needs w_member_social to initialize', async () => {
    const reader = await member('reader@example.com', 'openid profile email');
    const answer = await initialize(reader, 'image');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'ACCESS_DENIED' });
  });

  it('injects a rejected upload and a failed processing through the fault switches', async () => {
    const alex = await member();
    const { value } = (await initialize(alex, 'image')).json();
    sandbox.controls.setFault('media.upload', { status: 500, times: 1 });
    expect((await put(value.uploadUrl, randomBytes(100))).statusCode).toBe(500);
    expect(asset(value.image)?.status).toBe('WAITING_UPLOAD');

    sandbox.controls.setMediaProcessingMs(0);
    sandbox.controls.setFault('media.processing', { status: 500, times: 1 });
    expect((await put(value.uploadUrl, randomBytes(100))).statusCode).toBe(201);
    expect((await readAsset(alex, 'image', value.image)).json().status).toBe('PROCESSING_FAILED');
  });

  it('reports each asset over the control route', async () => {
    const alex = await member();
    sandbox.controls.setMediaProcessingMs(0);
    const bytes = randomBytes(1000);
    const urn = await uploadAsset(alex, 'document', bytes);
    const response = await callControl(sandbox, 'GET', '/media');
    expect(response.json()).toMatchObject({
      processingMs: 0,
      assets: [{ urn, kind: 'document', status: 'AVAILABLE', sha256: sha256(bytes), sizeBytes: 1000 }],
    });
    expect((await callControl(sandbox, 'PUT', '/media-processing-ms', { ms: -1 })).statusCode).toBe(400);
  });
});

describe('Videos API: parts of 4 MiB, ETags, finalizeUpload', () => {
  const mib = 1024 * 1024;

  it('cuts the file into 4 MiB parts, answers an ETag per part and keeps the whole file’s hash', async () => {
    const alex = await member();
    const bytes = randomBytes(9 * mib + 123);
    const init = await initialize(alex, 'video', { fileSizeBytes: bytes.length, uploadCaptions: false, uploadThumbnail: false });
    expect(init.statusCode).toBe(200);
    const { value } = init.json();
    // Videos API example: uploadUrlsExpireAt, video, uploadInstructions[{uploadUrl, lastByte, firstByte}], uploadToken
    expect(Object.keys(value).sort()).toEqual(['uploadInstructions', 'uploadToken', 'uploadUrlsExpireAt', 'video']);
    expect(
      value.uploadInstructions.map(({ firstByte, lastByte }: { firstByte: number; lastByte: number }) => [firstByte, lastByte]),
    ).toEqual([
      [0, 4194303],
      [4194304, 8388607],
      [8388608, bytes.length - 1],
    ]);

    const etags: string[] = [];
    for (const part of value.uploadInstructions) {
      const answer = await put(part.uploadUrl, bytes.subarray(part.firstByte, part.lastByte + 1));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toEqual(expect.any(String));
      etags.push(String(answer.headers.etag));
    }
    const finalize = (uploadedPartIds: string[], uploadToken = value.uploadToken) =>
      call(alex, 'POST', '/rest/videos?action=finalizeUpload', {
        finalizeUploadRequest: { video: value.video, uploadToken, uploadedPartIds },
      });
    expect((await finalize([etags[1]!, etags[0]!, etags[2]!])).statusCode).toBe(400);
    expect((await finalize(etags.slice(0, 2))).statusCode).toBe(400);
    expect((await finalize(etags, 'not-the-token')).statusCode).toBe(400);
    expect((await readAsset(alex, 'video', value.video)).json().status).toBe('WAITING_UPLOAD');

    const done = await finalize(etags);
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe('');
    // A retry after a lost answer changes nothing.
    expect((await finalize(etags)).statusCode).toBe(200);
    expect((await readAsset(alex, 'video', value.video)).json().status).toBe('PROCESSING');
    expect(asset(value.video)).toMatchObject({ status: 'PROCESSING', sha256: sha256(bytes), sizeBytes: bytes.length });
  });

  it('refuses a part of the wrong size and a finalize before every part arrived', async () => {
    const alex = await member();
    const size = 5 * mib;
    const { value } = (
      await initialize(alex, 'video', { fileSizeBytes: size, uploadCaptions: false, uploadThumbnail: false })
    ).json();
    const [first] = value.uploadInstructions;
    expect((await put(first.uploadUrl, randomBytes(100))).statusCode).toBe(400);
    const answer = await put(first.uploadUrl, randomBytes(4 * mib));
    const finalize = await call(alex, 'POST', '/rest/videos?action=finalizeUpload', {
      finalizeUploadRequest: { video: value.video, uploadToken: value.uploadToken, uploadedPartIds: [answer.headers.etag] },
    });
    expect(finalize.statusCode).toBe(400);
    expect(finalize.json().message).toMatch(/part 2 of 2 was never uploaded/);
  });

  it('refuses a video outside 75 KB to 500 MB before any byte is sent', async () => {
    const alex = await member();
    expect((await initialize(alex, 'video', { fileSizeBytes: 1000 })).statusCode).toBe(400);
    expect((await initialize(alex, 'video', { fileSizeBytes: 501 * mib })).statusCode).toBe(400);
    expect((await initialize(alex, 'video', {})).statusCode).toBe(400);
  });
});

describe('Posts API: content', () => {
  const postBody = (author: string, commentary: string, content: unknown) => ({
    author,
    commentary,
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
    content,
  });
  const poll = (options: string[], question = 'Which one?') => ({
    poll: { question, options: options.map((text) => ({ text })), settings: { duration: 'THREE_DAYS' } },
  });

  async function images(who: Member, count: number): Promise<string[]> {
    sandbox.controls.setMediaProcessingMs(0);
    const urns: string[] = [];
    for (let index = 0; index < count; index += 1) urns.push(await uploadAsset(who, 'image', randomBytes(64)));
    return urns;
  }

  it('keeps a post’s content and answers it on a read', async () => {
    const alex = await member();
    const [document] = await (async () => {
      sandbox.controls.setMediaProcessingMs(0);
      return [await uploadAsset(alex, 'document', randomBytes(2048))];
    })();
    const contents = [
      { media: { id: document, title: 'Ten slides' } },
      { multiImage: { images: (await images(alex, 2)).map((id) => ({ id, altText: 'a chart' })) } },
      poll(['Yes', 'No', 'Maybe']),
      { article: { source: 'https://example.com/post', title: 'A read', description: 'Why' } },
    ];
    for (const [index, content] of contents.entries()) {
      const created = await call(alex, 'POST', '/rest/posts', postBody(alex.urn, `post ${index}`, content));
      expect(created.statusCode).toBe(201);
      const urn = String(created.headers['x-restli-id']);
      expect((await call(alex, 'GET', `/rest/posts/${encodeURIComponent(urn)}`)).json().content).toEqual(content);
    }
    expect(sandbox.controls.listPosts().map((post) => post.content)).toEqual(contents);
  });

  it.each([
    [
      '21 images',
      async (who: Member) => ({ multiImage: { images: (await images(who, 21)).map((id) => ({ id })) } }),
      /must hold 2 to 20 images; found 21/,
    ],
    [
      'one image as a multi-image',
      async (who: Member) => ({ multiImage: { images: (await images(who, 1)).map((id) => ({ id })) } }),
      /found 1/,
    ],
    ['5 poll options', async () => poll(['a', 'b', 'c', 'd', 'e']), /2 to 4 options; found 5/],
    ['a poll option of 31 characters', async () => poll(['x'.repeat(31), 'b']), /options\/0\/text :: length of text exceeds 30/],
    [
      'a poll question of 141 characters',
      async () => poll(['a', 'b'], 'q'.repeat(141)),
      /question :: length of text exceeds 140/,
    ],
    [
      'a poll with media',
      async (who: Member) => ({ ...poll(['a', 'b']), media: { id: (await images(who, 1))[0] } }),
      /exactly one of/,
    ],
    [
      'a poll lasting a month',
      async () => ({ poll: { question: 'q', options: [{ text: 'a' }, { text: 'b' }], settings: { duration: 'ONE_MONTH' } } }),
      /duration/,
    ],
    [
      'a document without a title',
      async (who: Member) => ({ media: { id: await uploadAsset(who, 'document', randomBytes(10)) } }),
      /needs a title/,
    ],
    ['an article with no URL', async () => ({ article: { source: 'javascript:alert(1)', title: 't' } }), /article\/source/],
  ])('answers 422 for %s and saves nothing', async (_name, content, message) => {
    const alex = await member();
    sandbox.controls.setMediaProcessingMs(0);
    const answer = await call(alex, 'POST', '/rest/posts', postBody(alex.urn, 'x', await content(alex)));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(message);
    expect(sandbox.controls.listPosts()).toEqual([]);
  });

  it('refuses another member’s asset, one still WAITING_UPLOAD, and one that failed processing', async () => {
    const alex = await member();
    const sam = await member('sam@example.com');
    const [samsImage] = await images(sam, 1);
    const theirs = await call(alex, 'POST', '/rest/posts', postBody(alex.urn, 'a', { media: { id: samsImage } }));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });

    const waiting = (await initialize(alex, 'image')).json().value.image;
    const early = await call(alex, 'POST', '/rest/posts', postBody(alex.urn, 'b', { media: { id: waiting } }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      status: 400,
      errorDetails: {
        inputErrors: [{ code: 'MEDIA_ASSET_WAITING_UPLOAD', input: { inputPath: { fieldPath: '/content/media/id' } } }],
      },
    });

    sandbox.controls.setFault('media.processing', { status: 500, times: 1 });
    const [failed] = await images(alex, 1);
    const broken = await call(
      alex,
      'POST',
      '/rest/posts',
      postBody(alex.urn, 'c', { multiImage: { images: [{ id: failed }, { id: (await images(alex, 1))[0] }] } }),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorDetails.inputErrors[0]).toMatchObject({
      code: 'MEDIA_ASSET_PROCESSING_FAILED',
      input: { inputPath: { fieldPath: '/content/multiImage/images/0/id' } },
    });

    const unknown = await call(alex, 'POST', '/rest/posts', postBody(alex.urn, 'd', { media: { id: 'urn:li:video:nothere' } }));
    expect(unknown.statusCode).toBe(422);
    expect(sandbox.controls.listPosts()).toEqual([]);
  });

  it('still refuses a duplicate commentary when the post carries content', async () => {
    const alex = await member();
    const first = await call(alex, 'POST', '/rest/posts', postBody(alex.urn, 'same', poll(['a', 'b'])));
    expect(first.statusCode).toBe(201);
    const again = await call(alex, 'POST', '/rest/posts', postBody(alex.urn, 'same', poll(['a', 'b'])));
    expect(again.statusCode).toBe(422);
    expect(again.json().errorDetails.inputErrors[0].code).toBe('DUPLICATE_POST');
  });
});

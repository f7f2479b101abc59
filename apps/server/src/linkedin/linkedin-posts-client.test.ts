import { memberSub } from '@cadence/linkedin-sandbox';
import { describe, expect, it } from 'vitest';
import { closedPort } from './closed-port';
import { linkedInPostsClient } from './linkedin-posts-client';
import { failureOf, useLinkedInSandbox } from './test-linkedin-target';

const linkedIn = useLinkedInSandbox();
const email = 'client@example.com';
const authorSub = memberSub(email);

const token = (scope?: string) => linkedIn.accessToken(email, scope);

describe('linkedInPostsClient', () => {
  it('creates, reads back and deletes a post with LinkedIn’s headers and body', async () => {
    const client = linkedInPostsClient(linkedIn.target);
    const accessToken = await token();
    const urn = await client.createPost(accessToken, { authorSub, commentary: String.raw`Hello \(world\) {hashtag|\#|AI}` });
    expect(urn).toMatch(/^urn:li:share:\d+$/);
    expect(linkedIn.sandbox.controls.listPosts()).toEqual([
      expect.objectContaining({
        urn,
        author: `urn:li:person:${authorSub}`,
        text: 'Hello (world) #AI',
        truncated: false,
        linkedInVersion: linkedIn.target.apiVersion,
      }),
    ]);
    expect(await client.getPost(accessToken, urn)).toEqual({
      urn,
      author: `urn:li:person:${authorSub}`,
      commentary: String.raw`Hello \(world\) {hashtag|\#|AI}`,
      lifecycleState: 'PUBLISHED',
      visibility: 'PUBLIC',
      createdAt: expect.any(Date),
      content: null,
    });
    await client.deletePost(accessToken, urn);
    await client.deletePost(accessToken, urn);
    expect((await failureOf(client.getPost(accessToken, urn))).reason).toBe('not_found');
  });

  it('sends a post’s content and reads it back', async () => {
    const client = linkedInPostsClient(linkedIn.target);
    const accessToken = await token();
    const content = {
      poll: {
        question: 'Which format works best?',
        options: [{ text: 'Carousel' }, { text: 'Video' }],
        settings: { duration: 'THREE_DAYS' as const },
      },
    };
    const urn = await client.createPost(accessToken, { authorSub, commentary: 'Vote', content });
    expect(linkedIn.sandbox.controls.listPosts()[0]?.content).toEqual(content);
    expect((await client.getPost(accessToken, urn)).content).toEqual(content);
    const refused = await failureOf(
      client.createPost(accessToken, {
        authorSub,
        commentary: 'Too many',
        content: { poll: { ...content.poll, options: ['a', 'b', 'c', 'd', 'e'].map((text) => ({ text })) } },
      }),
    );
    expect(refused).toMatchObject({ reason: 'rejected', info: { httpStatus: 422 } });
  });

  it('names every LinkedIn refusal, and whether the post may exist anyway', async () => {
    const client = linkedInPostsClient(linkedIn.target);
    const accessToken = await token();
    const create = (commentary: string, options: { client?: typeof client; accessToken?: string } = {}) =>
      failureOf((options.client ?? client).createPost(options.accessToken ?? accessToken, { authorSub, commentary }));

    const original = await client.createPost(accessToken, { authorSub, commentary: 'once' });
    const duplicate = await create('once');
    expect(duplicate).toMatchObject({
      reason: 'duplicate',
      outcomeUnknown: false,
      info: { httpStatus: 422, code: 'DUPLICATE_POST', inputErrorCodes: ['DUPLICATE_POST'], duplicateOf: original },
    });

    const retired = await create('v', { client: linkedInPostsClient({ ...linkedIn.target, apiVersion: '200001' }) });
    expect(retired).toMatchObject({ reason: 'version_retired', info: { httpStatus: 426, code: 'NONEXISTENT_VERSION' } });

    expect(await create('x', { accessToken: await token('openid profile email') })).toMatchObject({
      reason: 'forbidden',
      info: { httpStatus: 403 },
    });

    linkedIn.sandbox.controls.setDailyPostLimit(0);
    expect(await create('limit')).toMatchObject({ reason: 'throttled', info: { httpStatus: 429 } });

    linkedIn.sandbox.controls.setFault('posts.create', { status: 503, times: 1 });
    expect(await create('busy')).toMatchObject({ reason: 'server_error', outcomeUnknown: true, info: { httpStatus: 503 } });
    linkedIn.sandbox.controls.setFault('posts.create', { status: 400, times: 1 });
    expect(await create('bad')).toMatchObject({ reason: 'rejected', outcomeUnknown: false });
    linkedIn.sandbox.controls.setFault('posts.create', { status: 201, body: '', times: 1 });
    expect(await create('no id')).toMatchObject({ reason: 'bad_answer', outcomeUnknown: true });

    linkedIn.sandbox.controls.revokeAllTokens();
    expect(await create('revoked')).toMatchObject({ reason: 'unauthorized', info: { httpStatus: 401, serviceErrorCode: 65601 } });
  });

  it('gives up after its time-out without knowing the outcome', async () => {
    const accessToken = await token();
    linkedIn.sandbox.controls.setFault('posts.create', { status: 201, delayMs: 1000, times: 1 });
    const slow = await failureOf(
      linkedInPostsClient({ ...linkedIn.target, timeoutMs: 100 }).createPost(accessToken, { authorSub, commentary: 'slow' }),
    );
    expect(slow).toMatchObject({ reason: 'no_answer', outcomeUnknown: true });
  });

  it('knows nothing was sent when LinkedIn cannot be reached', async () => {
    const closed = linkedInPostsClient({ ...linkedIn.target, apiBaseUrl: `http://127.0.0.1:${await closedPort()}` });
    const unreachable = await failureOf(closed.createPost('token', { authorSub, commentary: 'x' }));
    expect(unreachable).toMatchObject({ reason: 'unreachable', outcomeUnknown: false });
  });
});

import { memberSub } from '@cadence/linkedin-sandbox';
import { describe, expect, it } from 'vitest';
import { linkedInCommentsClient } from './linkedin-comments-client';
import { linkedInPostsClient } from './linkedin-posts-client';
import { failureOf, sendJson, useLinkedInSandbox, useScriptedServer } from './test-linkedin-target';

const linkedIn = useLinkedInSandbox();
const email = 'comments@example.com';
const actorSub = memberSub(email);

const token = () => linkedIn.accessToken(email);
const createPost = (accessToken: string, commentary: string) =>
  linkedInPostsClient(linkedIn.target).createPost(accessToken, { authorSub: actorSub, commentary });

describe('linkedInCommentsClient against the sandbox', () => {
  it('comments on a post with its text escaped as little text, and lists it back', async () => {
    const accessToken = await token();
    const postUrn = await createPost(accessToken, 'A post');
    const client = linkedInCommentsClient(linkedIn.target);
    const text = 'Links (all three) → https://example.com/a_b #AI';
    const { commentUrn } = await client.createComment(accessToken, { actorSub, postUrn, text });
    expect(commentUrn).toMatch(new RegExp(`^urn:li:comment:\\(${postUrn},\\d+\\)$`));
    // LinkedIn shows exactly what the member wrote: nothing was cut at "(" or "_".
    expect(linkedIn.sandbox.controls.listComments()).toEqual([
      expect.objectContaining({ commentUrn, object: postUrn, actor: `urn:li:person:${actorSub}`, text, truncated: false }),
    ]);
    expect(await client.listComments(accessToken, postUrn)).toEqual([
      {
        commentUrn,
        actor: `urn:li:person:${actorSub}`,
        text: String.raw`Links \(all three\) → https://example.com/a\_b {hashtag|\#|AI}`,
      },
    ]);
  });

  it('pages through every comment, to settle one whose answer was lost', async () => {
    const accessToken = await token();
    const postUrn = await createPost(accessToken, 'Busy post');
    const client = linkedInCommentsClient(linkedIn.target);
    for (let index = 0; index < 105; index += 1)
      await client.createComment(accessToken, { actorSub, postUrn, text: `c${index}` });
    linkedIn.sandbox.controls.setFault('comments.create', { status: 201, afterAccept: true, dropAnswer: true, times: 1 });
    expect(await failureOf(client.createComment(accessToken, { actorSub, postUrn, text: 'the first comment' }))).toMatchObject({
      reason: 'no_answer',
      outcomeUnknown: true,
    });
    const listed = await client.listComments(accessToken, postUrn);
    expect(listed).toHaveLength(106);
    expect(listed.filter((comment) => comment.text === 'the first comment')).toHaveLength(1);
  });

  it('names a missing post, a rejected comment and a revoked token', async () => {
    const accessToken = await token();
    const client = linkedInCommentsClient(linkedIn.target);
    const missing = await failureOf(
      client.createComment(accessToken, { actorSub, postUrn: 'urn:li:share:7000000000000000009', text: 'x' }),
    );
    expect(missing).toMatchObject({ reason: 'not_found', info: { httpStatus: 404 } });
    const postUrn = await createPost(accessToken, 'p');
    linkedIn.sandbox.controls.setFault('comments.create', { status: 422, times: 1 });
    expect(await failureOf(client.createComment(accessToken, { actorSub, postUrn, text: 'x' }))).toMatchObject({
      reason: 'rejected',
    });
    linkedIn.sandbox.controls.revokeAllTokens();
    expect(await failureOf(client.listComments(accessToken, postUrn))).toMatchObject({ reason: 'unauthorized' });
  });
});

/**
 * The Comments API page's examples (learn.microsoft.com/linkedin/marketing/community-management/
 * shares/comments-api, "Create a Comment" and "Retrieve Comments"), answered by a tiny server.
 */
describe('linkedInCommentsClient against LinkedIn’s documented examples', () => {
  const api = useScriptedServer();
  const { seen } = api;

  const documented = () => linkedInCommentsClient({ apiBaseUrl: api.base, apiVersion: '202511', timeoutMs: 2000 });

  /** The page's created comment on urn:li:activity:6631349431612559360. */
  const createdComment = {
    actor: 'urn:li:organization:2414183',
    agent: 'urn:li:person:qTvfLb7lNq',
    commentUrn: 'urn:li:comment:(urn:li:activity:6631349431612559360,6636062862760562688)',
    created: { actor: 'urn:li:person:qTvfLb7lNq', impersonator: 'urn:li:organization:2414183', time: 1582160678569 },
    id: '6636062862760562688',
    lastModified: { actor: 'urn:li:person:qTvfLb7lNq', impersonator: 'urn:li:organization:2414183', time: 1582160678569 },
    likesSummary: { selectedLikes: [], aggregatedTotalLikes: 0, likedByCurrentUser: false, totalLikes: 0 },
    message: { attributes: [], text: 'Apply Now: https://www.linkedin.com/jobs/view/1234' },
    object: 'urn:li:activity:6631349431612559360',
  };

  it('sends the documented request and reads the comment URN from the 201 body', async () => {
    api.answer = (_request, _body, response) => sendJson(response, 201, createdComment);
    const result = await documented().createComment('token', {
      actorSub: 'qTvfLb7lNq',
      postUrn: 'urn:li:activity:6631349431612559360',
      text: 'Apply Now: https://www.linkedin.com/jobs/view/1234',
    });
    expect(result).toEqual({ commentUrn: 'urn:li:comment:(urn:li:activity:6631349431612559360,6636062862760562688)' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/rest/socialActions/urn%3Ali%3Aactivity%3A6631349431612559360/comments',
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      actor: 'urn:li:person:qTvfLb7lNq',
      object: 'urn:li:activity:6631349431612559360',
      message: { text: 'Apply Now: https://www.linkedin.com/jobs/view/1234' },
    });
  });

  it('builds the URN from object and id when the body has no commentUrn', async () => {
    const { commentUrn: _left, ...withoutUrn } = createdComment;
    api.answer = (_request, _body, response) => sendJson(response, 201, withoutUrn);
    expect(
      await documented().createComment('token', { actorSub: 'x', postUrn: 'urn:li:activity:6631349431612559360', text: 'hi' }),
    ).toEqual({ commentUrn: 'urn:li:comment:(urn:li:activity:6631349431612559360,6636062862760562688)' });
  });

  it('reads the documented comments list, page by page', async () => {
    api.answer = (request, _body, response) => {
      const start = Number(new URL(request.url ?? '', api.base).searchParams.get('start'));
      sendJson(response, 200, {
        paging: { start, count: 100, links: [], total: 1 },
        elements: start === 0 ? [createdComment] : [],
      });
    };
    expect(await documented().listComments('token', 'urn:li:activity:6631349431612559360')).toEqual([
      {
        commentUrn: 'urn:li:comment:(urn:li:activity:6631349431612559360,6636062862760562688)',
        actor: 'urn:li:organization:2414183',
        text: 'Apply Now: https://www.linkedin.com/jobs/view/1234',
      },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/rest/socialActions/urn%3Ali%3Aactivity%3A6631349431612559360/comments?start=0&count=100');
  });

  it('reads a documented error body: code, status and message', async () => {
    api.answer = (_request, _body, response) =>
      sendJson(response, 403, {
        serviceErrorCode: 100,
        code: 'ACCESS_DENIED',
        message: 'Not enough permissions to access: partnerApiSocialActions.CREATE.20240101',
        status: 403,
      });
    expect(
      await failureOf(documented().createComment('token', { actorSub: 'x', postUrn: 'urn:li:share:1', text: 'hi' })),
    ).toMatchObject({ reason: 'forbidden', info: { httpStatus: 403, code: 'ACCESS_DENIED', serviceErrorCode: 100 } });
  });

  it('calls a 201 with no way to know the comment a bad answer', async () => {
    api.answer = (_request, _body, response) => response.writeHead(201).end();
    expect(
      await failureOf(documented().createComment('token', { actorSub: 'x', postUrn: 'urn:li:share:1', text: 'hi' })),
    ).toMatchObject({
      reason: 'bad_answer',
      outcomeUnknown: true,
    });
  });
});

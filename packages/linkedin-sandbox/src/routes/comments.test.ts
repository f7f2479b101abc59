import { describe, expect, it } from 'vitest';
import { rollingVersionWindow } from '../api-versions.ts';
import { memberSub } from '../member-profile.ts';
import { callControl, prefix, signIn, useSharedSandbox } from '../test-support.ts';

const sandbox = useSharedSandbox();
const version = rollingVersionWindow(1).newest;

async function member(email = 'alex.morgan@example.com', scope = 'openid profile email w_member_social') {
  const tokens = await signIn(sandbox.app, { email, scope });
  return { token: tokens.access_token, urn: `urn:li:person:${memberSub(email)}` };
}
type Member = Awaited<ReturnType<typeof member>>;

function call(who: Member, method: 'GET' | 'POST', path: string, body?: unknown) {
  return sandbox.app.inject({
    method,
    url: `${prefix}${path}`,
    headers: {
      authorization: `Bearer ${who.token}`,
      'linkedin-version': version,
      'x-restli-protocol-version': '2.0.0',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function post(who: Member, commentary = 'A post to comment on'): Promise<string> {
  const created = await call(who, 'POST', '/rest/posts', {
    author: who.urn,
    commentary,
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
  });
  expect(created.statusCode).toBe(201);
  return String(created.headers['x-restli-id']);
}

const comments = (urn: string) => `/rest/socialActions/${encodeURIComponent(urn)}/comments`;
const comment = (who: Member, urn: string, text: string, object = urn) =>
  call(who, 'POST', comments(urn), { actor: who.urn, object, message: { text } });

describe('Comments API', () => {
  it('answers 201 with the comment, its URN in commentUrn, and keeps it', async () => {
    const alex = await member();
    const urn = await post(alex);
    const created = await comment(alex, urn, String.raw`Links below \(see\) https://example.com`);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      actor: alex.urn,
      object: urn,
      message: { text: String.raw`Links below \(see\) https://example.com` },
      id: expect.stringMatching(/^\d{19}$/),
    });
    expect(body.commentUrn).toBe(`urn:li:comment:(${urn},${body.id})`);
    expect(body.created).toEqual({ actor: alex.urn, time: expect.any(Number) });
    expect(sandbox.controls.listComments()).toEqual([
      expect.objectContaining({
        commentUrn: body.commentUrn,
        object: urn,
        actor: alex.urn,
        text: 'Links below (see) https://example.com',
        truncated: false,
      }),
    ]);
    expect((await callControl(sandbox, 'GET', '/comments')).json().comments).toHaveLength(1);
  });

  it('cuts a comment at its first bare reserved character, as it does a post', async () => {
    const alex = await member();
    const urn = await post(alex);
    expect((await comment(alex, urn, 'Read this (now)')).statusCode).toBe(201);
    expect(sandbox.controls.listComments()[0]).toMatchObject({ text: 'Read this ', truncated: true });
  });

  it('lists a post’s comments in pages', async () => {
    const alex = await member();
    const urn = await post(alex);
    for (const text of ['one', 'two', 'three']) expect((await comment(alex, urn, text)).statusCode).toBe(201);
    const page = await call(alex, 'GET', `${comments(urn)}?start=1&count=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ paging: { start: 1, count: 2, total: 3 } });
    expect(page.json().elements.map((each: { message: { text: string } }) => each.message.text)).toEqual(['two', 'three']);
  });

  it('answers 404 for a post that does not exist or was deleted, and saves nothing', async () => {
    const alex = await member();
    const missing = await comment(alex, 'urn:li:share:7000000000000000001', 'hello');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404 });
    const urn = await post(alex);
    await sandbox.app.inject({
      method: 'DELETE',
      url: `${prefix}/rest/posts/${encodeURIComponent(urn)}`,
      headers: { authorization: `Bearer ${alex.token}`, 'linkedin-version': version, 'x-restli-protocol-version': '2.0.0' },
    });
    expect((await comment(alex, urn, 'late')).statusCode).toBe(404);
    expect((await call(alex, 'GET', comments(urn))).statusCode).toBe(404);
    expect(sandbox.controls.listComments()).toEqual([]);
  });

  it('refuses to comment as someone else, on another object, or without a message', async () => {
    const alex = await member();
    const sam = await member('sam@example.com');
    const urn = await post(alex);
    const asSomeoneElse = await call(sam, 'POST', comments(urn), { actor: alex.urn, object: urn, message: { text: 'x' } });
    expect(asSomeoneElse.statusCode).toBe(403);
    expect((await comment(alex, urn, 'x', 'urn:li:share:1')).statusCode).toBe(422);
    expect((await call(alex, 'POST', comments(urn), { actor: alex.urn, object: urn })).statusCode).toBe(422);
    expect((await comment(alex, urn, 'y'.repeat(1251))).statusCode).toBe(422);
    expect(sandbox.controls.listComments()).toEqual([]);
  });

  it('injects a rejected comment, and a comment saved whose answer is lost', async () => {
    const alex = await member();
    const urn = await post(alex);
    sandbox.controls.setFault('comments.create', { status: 500, times: 1 });
    expect((await comment(alex, urn, 'first')).statusCode).toBe(500);
    expect(sandbox.controls.listComments()).toEqual([]);
    sandbox.controls.setFault('comments.create', { status: 504, afterAccept: true, times: 1 });
    expect((await comment(alex, urn, 'second')).statusCode).toBe(504);
    expect(sandbox.controls.listComments().map((each) => each.text)).toEqual(['second']);
  });
});

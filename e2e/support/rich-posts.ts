import type { TScheduledPost } from '@cadence/contract/scheduling/scheduled-post';
import type { SandboxAssetRecord } from '@cadence/linkedin-sandbox';
import type { Locator, Page } from 'playwright-core';
import { pngBytes } from '../../apps/server/src/test-support/media-fixtures';
import { callControl } from './sandbox-client';

/**
 * A real PNG: `width`×`height`, RGB, a diagonal band of `band` on `fill`, so each test image looks
 * different on a screenshot and its bytes are the test's own.
 */
export function makePng(width: number, height: number, fill: [number, number, number], band: [number, number, number]): Buffer {
  return pngBytes({ width, height, colour: (x, y) => (Math.abs(x - y) < width / 8 ? band : fill) });
}

/** The attachment editor's parts, by the names a screen reader hears. */
export const attachGroup = (scope: Page | Locator) => scope.getByRole('group', { name: 'Attach', exact: true });
export const attachButton = (scope: Page | Locator, kind: string) =>
  attachGroup(scope).getByRole('button', { name: kind, exact: true });
export const imageList = (scope: Page | Locator) => scope.getByRole('list', { name: 'Images, in posting order', exact: true });
export const imageItems = (scope: Page | Locator) => imageList(scope).getByRole('listitem');
export const imagePicker = (scope: Page | Locator) =>
  scope.getByLabel('Choose images', { exact: true }).and(scope.locator('input[type=file]'));
export const uploadBars = (scope: Page | Locator) => scope.getByRole('progressbar', { name: /^Uploading / });

/** The names of the images in the order the post will carry them. */
export const imageOrder = async (scope: Page | Locator) =>
  (await imageItems(scope).locator('p[title]').allTextContents()).map((text) => text.trim());

/** PATCH /api/scheduling/post/{id} as the member: the test's way to bring a scheduled post's time near. */
export async function movePostTo(baseUrl: string, token: string, postId: string, time: Date): Promise<TScheduledPost> {
  const response = await fetch(`${baseUrl}/api/scheduling/post/${postId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scheduled_time: time.toISOString() }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { data: TScheduledPost; error?: string };
  if (!response.ok) throw new Error(`Moving the post failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** What reached the sandbox's Comments API and its Images/Documents/Videos APIs. */
export const sandboxComments = (sandbox: { url: string; controlToken: string }) =>
  callControl<{ comments: { object: string; text: string; commentUrn: string }[] }>(
    sandbox.url,
    sandbox.controlToken,
    'GET',
    'comments',
  ).then((answer) => answer.comments);

export const sandboxAssets = (sandbox: { url: string; controlToken: string }) =>
  callControl<{ assets: SandboxAssetRecord[] }>(sandbox.url, sandbox.controlToken, 'GET', 'media').then(
    (answer) => answer.assets,
  );

/** True when the page is wider than the window (a horizontal scroll bar at 360 px). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** POST /api/scheduling/post as the member, with a first comment: a post the test needs on the schedule fast. */
export async function scheduleWithFirstComment(
  baseUrl: string,
  token: string,
  post: { content: string; firstComment: string; time: Date },
): Promise<TScheduledPost> {
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as { data: unknown; error?: string };
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const profile = (await call('GET', '/api/auth/profile')) as { connections: { id: string; is_active: boolean }[] };
  const connection = profile.connections.find((c) => c.is_active);
  if (!connection) throw new Error('The member has no active LinkedIn connection');
  return (await call('POST', '/api/scheduling/post', {
    content: post.content,
    hashtags: [],
    scheduled_time: post.time.toISOString(),
    platform_connection_id: connection.id,
    first_comment: post.firstComment,
  })) as TScheduledPost;
}

/** A one-page PDF written by hand (a blue band and a line of Helvetica), with a correct cross-reference table. */
export function makePdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `0.15 0.39 0.92 rg 0 430 400 70 re f\nBT /F1 22 Tf 30 380 Td (${text}) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 500] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PNG of random pixels, which deflate cannot shrink: an upload slow enough to watch under a throttle. */
export function makeNoisyPng(width: number, height: number): Buffer {
  return pngBytes({ width, height, noise: true });
}

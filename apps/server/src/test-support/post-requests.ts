import { multipartUpload } from './media-fixtures';
import type { Member } from './sign-in-member';
import { bearer, type SignedIn, type TestServer } from './test-server';

// The API requests tests make as a member, with the member's bearer token.

/** POST /api/scheduling/post as `who`, on their connection, an hour ahead; `body` adds to or overrides that. */
export function schedulePost(server: TestServer, who: Member, body: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/scheduling/post',
    headers: bearer(who.accessToken),
    payload: {
      hashtags: [],
      scheduled_time: new Date(Date.now() + 3_600_000).toISOString(),
      platform_connection_id: who.connectionId,
      ...body,
    },
  });
}

/** POST /api/linkedin/post (Post Now) as `who`, on their connection; `body` adds to or overrides that. */
export function postNow(server: TestServer, who: Member, body: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/linkedin/post',
    headers: bearer(who.accessToken),
    payload: { hashtags: [], platform_connection_id: who.connectionId, ...body },
  });
}

/** POST /api/media as `who`: one file as multipart/form-data, with its alt text when given. */
export function uploadMedia(server: TestServer, who: SignedIn, file: Parameters<typeof multipartUpload>[0], altText?: string) {
  const { headers, payload } = multipartUpload(file, altText);
  return server.app.inject({ method: 'POST', url: '/api/media', headers: { ...headers, ...bearer(who.accessToken) }, payload });
}

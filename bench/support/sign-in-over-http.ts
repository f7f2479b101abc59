/**
 * Signs a sandbox member in over plain HTTP, as the popup would: authorize → consent (Allow) →
 * callback → one-time code → session, carrying the sign-in cookie that binds the sign-in to the
 * browser that started it (decision 008).
 */
export async function signInOverHttp(appUrl: string, email = 'bench@example.com'): Promise<{ accessToken: string }> {
  const authorize = await fetch(`${appUrl}/api/auth/linkedin/authorize?frontend_url=${encodeURIComponent(appUrl)}`, {
    redirect: 'manual',
  });
  // name=value of the sign-in cookie, the only cookie authorize sets.
  const signInCookie = (authorize.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const consentUrl = new URL(authorize.headers.get('location') ?? '');
  const html = await (await fetch(consentUrl)).text();
  const requestId = /name="request_id" value="([^"]+)"/.exec(html)?.[1];
  if (!requestId) throw new Error('The sandbox consent page has no request id');
  const decision = await fetch(new URL('authorization/decision', consentUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request_id: requestId, name: 'Bench Member', email, decision: 'allow' }),
  });
  const callback = await fetch(decision.headers.get('location') ?? '', { redirect: 'manual', headers: { cookie: signInCookie } });
  const code = new URL(callback.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error('Sign-in returned no one-time code');
  const session = await fetch(`${appUrl}/api/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: signInCookie },
    body: JSON.stringify({ code }),
  });
  const body = (await session.json()) as { data: { access_token: string } };
  return { accessToken: body.data.access_token };
}

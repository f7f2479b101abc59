import { bearer, type SignedIn, type TestServer } from './test-server';

export type Member = SignedIn & { connectionId: string };

let members = 0;

/** A fresh member with a live LinkedIn connection, so no test's connection state leaks into the next. */
export async function signInMember(server: TestServer, label: string): Promise<Member> {
  members += 1;
  const signedIn = await server.signIn({ name: `Member ${members}`, email: `member${members}.${label}@example.com` });
  const profile = await server.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(signedIn.accessToken) });
  return { ...signedIn, connectionId: profile.json().data.connections[0].id };
}

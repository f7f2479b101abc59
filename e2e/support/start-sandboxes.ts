import { randomBytes } from 'node:crypto';
import { startLinkedInSandbox, startNewsSandbox } from '@cadence/linkedin-sandbox';

export interface RunningSandboxes {
  linkedin: { url: string; controlToken: string };
  news: { url: string; controlToken: string };
  /** The app's configuration pointing at them, exactly as it would point at LinkedIn and the web. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The LinkedIn and news sandboxes on their own loopback ports in the test process, their control
 * routes behind generated tokens: the app itself mounts no control routes (decision 010).
 */
export async function startSandboxes(appUrl: string): Promise<RunningSandboxes> {
  const client = { clientId: 'cadence-e2e', clientSecret: randomBytes(24).toString('base64url') };
  const linkedin = await startLinkedInSandbox({
    secret: randomBytes(24).toString('base64url'),
    clients: [{ ...client, name: 'Cadence', redirectUris: [`${appUrl}/api/auth/linkedin/callback`] }],
    controlToken: randomBytes(24).toString('base64url'),
  });
  const news = await startNewsSandbox({ controlToken: randomBytes(24).toString('base64url') }).catch(async (error: unknown) => {
    await linkedin.close();
    throw error;
  });
  return {
    linkedin: { url: linkedin.url, controlToken: linkedin.controlToken },
    news: { url: news.url, controlToken: news.controlToken },
    env: {
      LINKEDIN_CLIENT_ID: client.clientId,
      LINKEDIN_CLIENT_SECRET: client.clientSecret,
      LINKEDIN_OAUTH_BASE_URL: `${linkedin.url}/oauth`,
      LINKEDIN_API_BASE_URL: linkedin.url,
      TOPIC_SOURCES: 'sandbox',
      NEWS_SANDBOX_URL: news.url,
    },
    async close() {
      await Promise.all([linkedin.close(), news.close()]);
    },
  };
}

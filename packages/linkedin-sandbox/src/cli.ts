import { startLinkedInSandbox } from './start-sandbox.ts';

function readFlag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

function readPort(): number {
  const raw = readFlag('port') ?? process.env.PORT ?? '0';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    process.stderr.write(`The port must be a whole number from 0 to 65535, got "${raw}".\n`);
    process.exit(2);
  }
  return port;
}

const clientId = process.env.SANDBOX_CLIENT_ID ?? 'cadence-sandbox';
const redirectUris = (process.env.SANDBOX_REDIRECT_URIS ?? 'http://localhost:3000/api/auth/linkedin/callback')
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);

const sandbox = await startLinkedInSandbox({
  port: readPort(),
  host: readFlag('host') ?? process.env.HOST ?? '127.0.0.1',
  logger: process.env.SANDBOX_LOG === '1',
  clients: [{ clientId, clientSecret: process.env.SANDBOX_CLIENT_SECRET ?? 'sandbox-secret', redirectUris, name: 'Cadence' }],
  // A fixed default keeps development tokens valid across restarts; they only open the fake LinkedIn.
  secret: process.env.SANDBOX_TOKEN_SECRET ?? 'cadence-linkedin-sandbox-development-secret',
  // Generated when not given: the controls can read every member's posts and revoke every token.
  ...(process.env.SANDBOX_CONTROL_TOKEN ? { controlToken: process.env.SANDBOX_CONTROL_TOKEN } : {}),
});

// The first line carries the URL alone so scripts can read it with `head -1`.
process.stdout.write(
  `${sandbox.url}\n` +
    `  LinkedIn sandbox (not the real LinkedIn) is listening there\n` +
    `  discovery: ${sandbox.url}/oauth/.well-known/openid-configuration\n` +
    `  client id: ${clientId}; redirect URIs: ${redirectUris.join(', ')}\n` +
    `  test controls: ${sandbox.url}/__sandbox/* with Authorization: Bearer ${sandbox.controlToken}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}

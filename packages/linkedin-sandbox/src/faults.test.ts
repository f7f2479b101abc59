import { describe, expect, it } from 'vitest';
import { exchangeCode, prefix, signIn, userinfo, useSharedSandbox } from './test-support.ts';

const sandbox = useSharedSandbox();

describe('faults', () => {
  it('make the token endpoint answer the injected status until `times` runs out', async () => {
    const body = { error: 'temporarily_unavailable', error_description: 'Try again later' };
    sandbox.controls.setFault('token', { status: 503, body, times: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await exchangeCode(sandbox.app, { code: 'anything' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(body);
    }
    const normal = await exchangeCode(sandbox.app, { code: 'anything' });
    expect(normal.statusCode).toBe(400);
    expect(normal.json().error).toBe('invalid_grant');
  });

  it('last until cleared when `times` is left out, and can be delayed', async () => {
    const { access_token: token } = await signIn(sandbox.app);
    sandbox.controls.setFault('userinfo', { status: 500, delayMs: 150 });
    const started = Date.now();
    const first = await userinfo(sandbox.app, token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(first.statusCode).toBe(500);
    expect(first.json()).toEqual({ status: 500, message: 'Fault injected by the LinkedIn sandbox on userinfo' });
    expect((await userinfo(sandbox.app, token)).statusCode).toBe(500);
    sandbox.controls.setFault('userinfo', null);
    expect((await userinfo(sandbox.app, token)).statusCode).toBe(200);
  });

  it('break discovery and the JWKS independently', async () => {
    sandbox.controls.setFault('discovery', { status: 502 });
    expect(
      (await sandbox.app.inject({ method: 'GET', url: `${prefix}/oauth/.well-known/openid-configuration` })).statusCode,
    ).toBe(502);
    expect((await sandbox.app.inject({ method: 'GET', url: `${prefix}/oauth/openid/jwks` })).statusCode).toBe(200);
    sandbox.controls.clearFaults();
    expect(
      (await sandbox.app.inject({ method: 'GET', url: `${prefix}/oauth/.well-known/openid-configuration` })).statusCode,
    ).toBe(200);
  });

  it('are checked when set in code', () => {
    expect(() => sandbox.controls.setFault('token', { status: 42 })).toThrow('status must be an integer from 200 to 599.');
    expect(() => sandbox.controls.setFault('nowhere' as 'token', { status: 500 })).toThrow(/Unknown fault target/);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH, INSTALL_BY_HAND, planChromium, type ChromiumMachine } from './chromium-plan';

/** A machine where only the given paths hold an executable. */
function machine(overrides: Partial<ChromiumMachine> & { executables?: string[] } = {}): ChromiumMachine {
  const { executables = [], ...rest } = overrides;
  return {
    chromiumPath: undefined,
    isExecutable: (path) => executables.includes(path),
    isRoot: false,
    hasAptGet: true,
    ...rest,
  };
}

describe("planChromium (npm test's pretest step)", () => {
  it("does nothing when Debian's chromium is installed", () => {
    expect(planChromium(machine({ executables: [DEFAULT_CHROMIUM_PATH] }))).toEqual({
      kind: 'ready',
      path: DEFAULT_CHROMIUM_PATH,
    });
  });

  it('uses CHROMIUM_PATH when it names an executable, even without /usr/bin/chromium', () => {
    expect(planChromium(machine({ chromiumPath: '/opt/chrome/chrome', executables: ['/opt/chrome/chrome'] }))).toEqual({
      kind: 'ready',
      path: '/opt/chrome/chrome',
    });
  });

  it('stops, without installing, when CHROMIUM_PATH names nothing', () => {
    const plan = planChromium(machine({ chromiumPath: '/opt/nothing', isRoot: true, executables: [DEFAULT_CHROMIUM_PATH] }));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain('CHROMIUM_PATH is /opt/nothing');
  });

  it("installs Debian's chromium as .ci/run does when it runs as root with apt-get", () => {
    const plan = planChromium(machine({ isRoot: true }));
    expect(plan).toEqual({
      kind: 'install',
      path: DEFAULT_CHROMIUM_PATH,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
    const ci = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');
    expect(ci).toContain('apt-get update -qq');
    expect(ci).toContain('env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  });

  it('stops with the one command to run when it is not root', () => {
    const plan = planChromium(machine({ isRoot: false }));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain(INSTALL_BY_HAND);
  });

  it('stops and asks for CHROMIUM_PATH where there is no apt-get', () => {
    const plan = planChromium(machine({ isRoot: true, hasAptGet: false }));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain('CHROMIUM_PATH=/path/to/chromium');
  });
});

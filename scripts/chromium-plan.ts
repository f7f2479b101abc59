/** Where the browser tests look for Chromium (e2e/support/browser.ts) unless CHROMIUM_PATH says otherwise. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** As .ci/run installs it: Debian's own package, quietly, without questions. */
export const INSTALL_COMMANDS: ReadonlyArray<readonly [string, ...string[]]> = [
  ['apt-get', 'update', '-qq'],
  ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium'],
];

/** The one command a person runs when the test command may not install Chromium itself. */
export const INSTALL_BY_HAND =
  'sudo sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"';

export type ChromiumMachine = {
  /** CHROMIUM_PATH from the environment, if set. */
  chromiumPath: string | undefined;
  /** Whether an executable file is at the path. */
  isExecutable: (path: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
};

export type ChromiumPlan =
  | { kind: 'ready'; path: string }
  | { kind: 'install'; path: string; commands: ReadonlyArray<readonly [string, ...string[]]> }
  | { kind: 'stop'; message: string };

/**
 * What `npm test` does before it builds: nothing when Chromium is there; install Debian's package
 * when it may (root, apt-get); otherwise stop at once with the one command to run, rather than
 * let every browser test fail on a missing executable.
 */
export function planChromium(machine: ChromiumMachine): ChromiumPlan {
  const chosen = machine.chromiumPath?.trim();
  if (chosen) {
    if (machine.isExecutable(chosen)) return { kind: 'ready', path: chosen };
    // A path someone chose is theirs to fix; installing Debian's package would not put it there.
    return {
      kind: 'stop',
      message: `CHROMIUM_PATH is ${chosen}, but no executable is there. Point it at a Chromium, or unset it to use ${DEFAULT_CHROMIUM_PATH}.`,
    };
  }
  if (machine.isExecutable(DEFAULT_CHROMIUM_PATH)) return { kind: 'ready', path: DEFAULT_CHROMIUM_PATH };
  if (machine.isRoot && machine.hasAptGet) {
    return { kind: 'install', path: DEFAULT_CHROMIUM_PATH, commands: INSTALL_COMMANDS };
  }
  const missing = `The browser tests need Chromium at ${DEFAULT_CHROMIUM_PATH}, and it is not there.`;
  return {
    kind: 'stop',
    message: machine.hasAptGet
      ? `${missing} Install Debian's package:\n\n  ${INSTALL_BY_HAND}\n`
      : `${missing} Install Chromium, then run the tests with CHROMIUM_PATH=/path/to/chromium.`,
  };
}

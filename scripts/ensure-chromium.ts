// `npm test`'s first step (the pretest script): make sure the browser tests have their Chromium.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { planChromium } from './chromium-plan';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

const plan = planChromium({
  chromiumPath: process.env.CHROMIUM_PATH,
  isExecutable,
  isRoot: process.getuid?.() === 0,
  hasAptGet: onPath('apt-get'),
});

if (plan.kind === 'stop') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log("Installing Debian's chromium for the browser tests");
  for (const [command, ...args] of plan.commands) {
    const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) {
      console.error(`${[command, ...args].join(' ')} failed (exit ${run.status ?? run.signal}).`);
      process.exit(1);
    }
  }
  if (!isExecutable(plan.path)) {
    console.error(`chromium was installed, but ${plan.path} is still missing.`);
    process.exit(1);
  }
}

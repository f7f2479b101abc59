export type {
  Fault,
  FaultTarget,
  LinkedInSandbox,
  SandboxClient,
  SandboxControls,
  SandboxMember,
  SandboxOptions,
} from './types.ts';
export { faultTargets } from './types.ts';
export { memberSub } from './member-profile.ts';
export { createLinkedInSandbox } from './sandbox-plugin.ts';
export { startLinkedInSandbox, type RunningSandbox, type StartSandboxOptions } from './start-sandbox.ts';

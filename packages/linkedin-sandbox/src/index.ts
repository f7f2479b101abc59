export type {
  Fault,
  FaultTarget,
  LinkedInSandbox,
  SandboxClient,
  SandboxControls,
  SandboxMember,
  SandboxOptions,
  SandboxPostRecord,
  SandboxAssetRecord,
  SandboxCommentRecord,
  VersionWindow,
} from './types.ts';
export { faultTargets } from './types.ts';
export { memberSub } from './member-profile.ts';
export { parseLittleText, reservedCharacters } from './little-text.ts';
export { createLinkedInSandbox } from './sandbox-plugin.ts';
export { startLinkedInSandbox, type RunningSandbox, type StartSandboxOptions } from './start-sandbox.ts';
export {
  createNewsSandbox,
  type NewsFault,
  type NewsFaultTarget,
  type NewsSandbox,
  type NewsSandboxControls,
  type NewsSandboxOptions,
} from './news/news-sandbox.ts';
export { startNewsSandbox, type RunningNewsSandbox, type StartNewsSandboxOptions } from './news/start-news-sandbox.ts';

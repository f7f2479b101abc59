import { randomInt } from 'node:crypto';
import type { TDraftVoice, TDraftWriter, ZGeneratePostRequestSchema } from '@cadence/contract/content/generate-post';
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import type { Config } from '../config/load-config';
import type { Deps } from '../deps';
import { buildMemberPrompt } from './build-writing-prompt';
import { composeOffline } from './compose-offline';
import { createLanguageModel } from './create-language-model';
import { enforceLinkedInLimits } from './enforce-linkedin-limits';
import { loadMemberVoice } from './load-member-voice';
import { measureVoiceMatch } from './measure-voice-match';
import { proposeAttachments, type Proposals } from './propose-attachments';
import { streamWithModel, type StreamOptions } from './stream-with-model';
import { writeWithModel } from './write-with-model';

export type GeneratePostRequest = z.output<typeof ZGeneratePostRequestSchema>;

export interface GeneratedPost extends Proposals {
  content: string;
  hashtags: string[];
  voice_match: number;
  voice: TDraftVoice;
  writer: TDraftWriter;
}

const OFFLINE_WRITER: TDraftWriter = { kind: 'offline', name: 'Cadence offline writer' };

const models = new WeakMap<Config['writer'], LanguageModel | null>();

/**
 * A LinkedIn draft in the member's own voice: from the configured language model, or from the
 * offline composer when none is configured. Either way it leaves within LinkedIn's limits and with
 * its voice_match against the member's imported posts.
 */
export async function generatePost(
  deps: Pick<Deps, 'config' | 'database'>,
  userId: string,
  request: GeneratePostRequest,
  /** Show the model's text as it is written (the offline writer has nothing to stream). */
  options: { stream?: StreamOptions } = {},
): Promise<GeneratedPost> {
  const { profile, posts } = await loadMemberVoice(deps, userId);
  // Without a seed every request is a fresh draft; with one, the same draft comes back.
  const seed = request.seed ?? randomInt(0, 2 ** 31);
  const model = modelFor(deps.config.writer);
  // The member is told whose voice this is and what wrote it; a neutral voice is nobody's own.
  const voice = profile.source;
  if (!model) {
    const draft = composeOffline(request, profile, seed, posts);
    return { ...draft, ...proposeAttachments(request.format, draft.content), voice, writer: OFFLINE_WRITER };
  }

  const prompt = buildMemberPrompt(request, profile, posts);
  const write = { timeoutMs: deps.config.writer.timeoutMs, seed: request.seed };
  // Streamed or not, the final draft passes the same validation and LinkedIn limits.
  const written = options.stream
    ? await streamWithModel(model, prompt, { ...write, ...options.stream })
    : await writeWithModel(model, prompt, write);
  const draft = enforceLinkedInLimits(written);
  const writer: TDraftWriter = { kind: 'model', name: deps.config.writer.model ?? deps.config.writer.provider };
  return {
    ...draft,
    ...proposeAttachments(request.format, draft.content, written),
    voice_match: measureVoiceMatch(draft, profile),
    voice,
    writer,
  };
}

/** True when drafts come from a language model (so there is text to stream), false for the offline writer. */
export function writesWithModel(writer: Config['writer']): boolean {
  return modelFor(writer) !== null;
}

function modelFor(writer: Config['writer']): LanguageModel | null {
  if (!models.has(writer)) models.set(writer, createLanguageModel(writer));
  return models.get(writer) ?? null;
}

import type { TNiche } from '@cadence/contract/content/niches';
import type { TWizardFormat } from '@cadence/contract/content/formats';
import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import type { TDraftVoice, TDraftWriter } from '@cadence/contract/content/generate-post';
import type { TCarouselRequest } from '@cadence/contract/media/media';
import type { TPoll } from '@cadence/contract/media/post-attachments';
import { useReducer } from 'react';

export const WIZARD_STEPS = ['Niche', 'Format', 'Topics', 'Create'] as const;
export type WizardStep = 0 | 1 | 2 | 3;

/**
 * What the writer last produced: kept so the screen can say whose voice it follows (a match only
 * against an imported voice), what wrote it, and ask for another.
 */
export type WriterDraft = {
  voiceMatch: number;
  voice: TDraftVoice;
  writer: TDraftWriter;
  /** Issue 27: the writer's carousel outline (Tips & Tricks, List) or poll (Question formats), offered in Create. */
  carouselOutline?: TCarouselRequest | null;
  poll?: TPoll | null;
};

export type WizardState = {
  step: WizardStep;
  niche: TNiche | null;
  subNiche: string;
  format: TWizardFormat | null;
  /** null until a search succeeded; a failed search skips straight to writing by hand. */
  topics: TTrendingTopic[] | null;
  topicsSource: 'live' | 'fallback' | null;
  /** The search's one line about its list (e.g. no live story fits the sub-niche), shown above it. */
  topicsNotice: string | null;
  pickedTopic: TTrendingTopic | null;
  content: string;
  hashtags: string;
  draft: WriterDraft | null;
  /** The spec's alert for a failed search or draft, kept on the Create step until dismissed. */
  notice: string | null;
  /** A model writing the draft into the editor ('writing'), or stopped by the member part-way ('stopped'). */
  streaming: 'idle' | 'writing' | 'stopped';
};

export type WizardAction =
  | { type: 'choose-niche'; niche: TNiche }
  | { type: 'set-sub-niche'; subNiche: string }
  | { type: 'choose-format'; format: TWizardFormat }
  | { type: 'go-to'; step: WizardStep }
  | { type: 'back' }
  | { type: 'topics-found'; topics: TTrendingTopic[]; source: 'live' | 'fallback'; notice?: string }
  | { type: 'pick-topic'; topic: TTrendingTopic }
  | { type: 'draft-written'; content: string; hashtags: string[]; draft: WriterDraft }
  /** The model's text so far, shown in the editor (read-only) while it writes. */
  | { type: 'draft-streaming'; content: string }
  /** The member pressed Stop: what arrived stays as an editable draft. */
  | { type: 'draft-stopped' }
  | { type: 'restore-text'; content: string; hashtags: string; draft: WriterDraft | null }
  | { type: 'write-manually'; notice?: string }
  | { type: 'set-content'; content: string }
  | { type: 'set-hashtags'; hashtags: string }
  | { type: 'dismiss-notice' }
  | { type: 'reset' };

export const initialWizardState: WizardState = {
  step: 0,
  niche: null,
  subNiche: '',
  format: null,
  topics: null,
  topicsSource: null,
  topicsNotice: null,
  pickedTopic: null,
  content: '',
  hashtags: '',
  draft: null,
  notice: null,
  streaming: 'idle',
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'choose-niche':
      return { ...state, niche: action.niche };
    case 'set-sub-niche':
      return { ...state, subNiche: action.subNiche };
    case 'choose-format':
      return { ...state, format: action.format };
    case 'go-to':
      return { ...state, step: action.step };
    case 'back':
      // After a failed search there are no topics to go back to, so Back returns to the formats.
      if (state.step === 3 && state.topics === null) return { ...state, step: 1, notice: null };
      return { ...state, step: Math.max(0, state.step - 1) as WizardStep, notice: null };
    case 'topics-found':
      return {
        ...state,
        step: 2,
        topics: action.topics,
        topicsSource: action.source,
        topicsNotice: action.notice ?? null,
        pickedTopic: null,
      };
    case 'pick-topic':
      return { ...state, pickedTopic: action.topic };
    case 'draft-written':
      return {
        ...state,
        step: 3,
        content: action.content,
        hashtags: action.hashtags.join(', '),
        draft: action.draft,
        notice: null,
        streaming: 'idle',
      };
    case 'draft-streaming':
      return { ...state, step: 3, content: action.content, hashtags: '', draft: null, notice: null, streaming: 'writing' };
    case 'draft-stopped':
      return state.streaming === 'writing' ? { ...state, step: 3, streaming: 'stopped' } : state;
    case 'restore-text':
      return { ...state, content: action.content, hashtags: action.hashtags, draft: action.draft, streaming: 'idle' };
    case 'write-manually':
      return {
        ...state,
        step: 3,
        topics: action.notice && state.step === 1 ? null : state.topics,
        draft: null,
        notice: action.notice ?? null,
        streaming: 'idle',
      };
    case 'set-content':
      return { ...state, content: action.content };
    case 'set-hashtags':
      return { ...state, hashtags: action.hashtags };
    case 'dismiss-notice':
      return { ...state, notice: null };
    case 'reset':
      return initialWizardState;
  }
}

export const useQuickPostWizard = () => useReducer(wizardReducer, initialWizardState);

import type { TPreferences } from '@cadence/contract/preferences/preferences';
import { useState } from 'react';
import { sameDraft, toDraft, type PreferencesDraft } from '../lib/preferences-form';

/**
 * The form over the saved preferences. When those change under it (a save, an import pre-filling
 * them before the first save) the form follows, unless the member has edits of their own.
 */
export function usePreferencesForm(saved: TPreferences) {
  const base = toDraft(saved);
  const [state, setState] = useState({ base, draft: base });
  if (!sameDraft(state.base, base)) {
    // Adjusting state while rendering (react.dev "storing information from previous renders").
    setState({ base, draft: sameDraft(state.draft, state.base) ? base : state.draft });
  }
  const draft = sameDraft(state.base, base) ? state.draft : base;
  return {
    draft,
    dirty: !sameDraft(draft, base),
    update: (changes: Partial<PreferencesDraft>) =>
      setState((current) => ({ ...current, draft: { ...current.draft, ...changes } })),
    replace: (next: PreferencesDraft) => setState((current) => ({ ...current, draft: next })),
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FetchError } from '../../../components/ui/fetch-error';
import { TabHeader } from '../../../components/ui/tab-header';
import { useInsights } from '../../../lib/linkedin-data/get-insights';
import { useMemberTimeZone } from '../../../lib/member-time-zone';
import { preferencesQueryKey, usePreferences } from '../api/get-preferences';
import { AutomationsSkeleton } from './automations-skeleton';
import { PreferencesEditor, TITLE } from './preferences-editor';

// The spec's text, word for word (§8).
const FETCH_FAILED = 'Failed to fetch preferences';

/** Spec §2, Automations tab. */
export function AutomationsTab() {
  const preferences = usePreferences();
  const timeZone = useMemberTimeZone();
  useRefetchAfterImport();

  if (preferences.isSuccess) return <PreferencesEditor data={preferences.data} timeZone={timeZone} />;
  return (
    <>
      <TabHeader title={TITLE} />
      {preferences.isPending ? (
        <AutomationsSkeleton />
      ) : (
        <FetchError
          title={FETCH_FAILED}
          error={preferences.error}
          retrying={preferences.isFetching}
          onRetry={() => void preferences.refetch()}
        />
      )}
    </>
  );
}

/** A new import brings a new suggestion (and, before the first save, new pre-filled preferences). */
function useRefetchAfterImport() {
  const queryClient = useQueryClient();
  const insights = useInsights();
  // undefined until the insights first load: that first answer is no news.
  const completedAt = insights.isSuccess ? (insights.data.latest_import?.completed_at ?? null) : undefined;
  const seen = useRef(completedAt);
  useEffect(() => {
    if (completedAt === undefined || completedAt === seen.current) return;
    const known = seen.current !== undefined;
    seen.current = completedAt;
    if (known) void queryClient.invalidateQueries({ queryKey: preferencesQueryKey });
  }, [completedAt, queryClient]);
}

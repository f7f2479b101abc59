import type { TInsights } from '@cadence/contract/linkedin/insights';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { capitalise } from '../lib/insights-format';
import { FactList } from './insights-section';

/** The automation preferences in brief, or a pointer to set them (they are saved on the Automations tab). */
export function PreferencesSummary({ preferences }: { preferences: TInsights['preferences'] }) {
  if (!preferences) {
    return (
      <p className="text-sm text-slate-600">
        Automation preferences are not set yet.{' '}
        <Link to="/automations" className="inline-flex items-center gap-1 font-medium text-brand-600 hover:text-brand-700">
          Set them up in Automations <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      </p>
    );
  }
  const times = preferences.preferred_times.map((t) => `${capitalise(t.day.toLowerCase())} ${t.time}`);
  return (
    <FactList
      facts={[
        {
          label: 'Status',
          value: (
            <Badge tone={preferences.is_active ? 'success' : 'neutral'}>{preferences.is_active ? 'Active' : 'Paused'}</Badge>
          ),
        },
        {
          label: 'Frequency',
          value:
            preferences.frequency_type === 'weekly'
              ? `Weekly, ${preferences.posts_per_week} posts per week`
              : capitalise(preferences.frequency_type),
        },
        {
          label: 'Niche',
          value: [preferences.niche, preferences.sub_niche].filter(Boolean).join(' · ') || 'Not chosen',
        },
        { label: 'Preferred times', value: times.length > 0 ? times.join(', ') : 'None yet' },
      ]}
    />
  );
}

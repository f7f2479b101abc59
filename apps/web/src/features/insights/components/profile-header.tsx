import type { TImportedProfile, TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { formatScheduleTime } from '../../../lib/schedule/schedule-time';

/** Spec §2: picture, name, position, niche, sub-niche, experience level, the counts and when it was imported. */
export function ProfileHeader({
  name,
  picture,
  profile,
  extracted,
  postsProcessed,
  completedAt,
  timeZone,
}: {
  name: string;
  /** The imported picture, else the one LinkedIn gave at sign-in (the sidebar shows the same). */
  picture: string | null | undefined;
  profile: TImportedProfile | null;
  extracted: TInsightsExtracted;
  postsProcessed: number;
  completedAt: string;
  timeZone: string;
}) {
  const position = profile?.current_position;
  const tags = [
    { label: 'Niche', value: extracted.detected_niche },
    { label: 'Sub-niche', value: extracted.detected_sub_niche },
    { label: 'Experience', value: extracted.experience_level },
  ].filter((tag): tag is { label: string; value: string } => !!tag.value);
  const counts = [
    { label: 'Posts analysed', value: postsProcessed },
    { label: 'Skills', value: profile?.skills.length ?? extracted.counts.skills },
    { label: 'Interests', value: extracted.professional_interests.length },
  ];

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={name} src={picture} className="size-16 text-xl sm:size-20 sm:text-2xl" />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold break-words text-slate-900">{name}</h2>
          {position ? (
            <p className="mt-0.5 text-sm text-slate-600">
              {position.title}
              {position.company && <span className="text-slate-500"> at {position.company}</span>}
            </p>
          ) : (
            profile?.headline && <p className="mt-0.5 text-sm text-slate-600">{profile.headline}</p>
          )}
          {tags.length > 0 && (
            <dl className="mt-3 flex flex-wrap gap-2">
              {tags.map((tag) => (
                <div
                  key={tag.label}
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs ring-1 ring-brand-100 ring-inset"
                >
                  <dt className="text-brand-700/80">{tag.label}</dt>
                  <dd className="font-medium text-brand-800">{tag.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="grid grid-cols-3 gap-3 sm:flex sm:gap-8">
          {counts.map((count) => (
            <div key={count.label} className="flex flex-col-reverse">
              <dt className="text-xs text-slate-500">{count.label}</dt>
              <dd className="text-xl font-semibold text-slate-900 tabular-nums">{count.value.toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-500">
          Last updated <time dateTime={completedAt}>{formatScheduleTime(new Date(completedAt), timeZone)}</time>
        </p>
      </div>
    </Card>
  );
}

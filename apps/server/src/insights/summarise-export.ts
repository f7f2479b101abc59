import type { LinkedInExport } from '../imports/linkedin-export';
import { detectNiche } from './detect-niche';
import { estimateExperienceLevel } from './estimate-experience-level';
import type { ExportSummary } from './export-summary';
import { findContentThemes } from './find-content-themes';
import { findProfessionalInterests } from './find-professional-interests';
import { rankHashtags } from './rank-hashtags';
import { countByQuarterHour } from './rank-posting-times';
import { readPosts } from './read-posts';
import { sortPositionsByRecency } from './sort-positions';

/**
 * What an import keeps for the Insights tab: everything that does not depend on the member's time
 * zone, and the activity times by UTC quarter-hour so any zone can be read later. `now` is when
 * the import is read: a job held now counts up to it.
 */
export function summariseExport(exp: LinkedInExport, now: Date = new Date()): ExportSummary {
  const posts = readPosts(exp.shares);
  const texts = posts.map((p) => p.text);
  const positions = sortPositionsByRecency(exp.positions);
  // The job held now (the latest such, positions being sorted), else the one held last.
  const current = positions.find((p) => p.finishedOn === null) ?? positions[0];
  const skills = uniqueIgnoringCase(exp.skills);
  const { niche, subNiche } = detectNiche(exp);
  const topHashtags = rankHashtags(texts);
  const fullName = [exp.profile?.firstName, exp.profile?.lastName].filter((n) => n && n.trim()).join(' ');

  return {
    profile: {
      full_name: fullName || null,
      headline: exp.profile?.headline || null,
      industry: exp.profile?.industry || null,
      location: exp.profile?.geoLocation || null,
      current_position: current ? { title: current.title, company: current.company } : null,
      skills,
      profile_data: {
        positions: positions.map((p) => ({
          title: p.title,
          company: p.company,
          started_on: p.startedOn,
          finished_on: p.finishedOn,
          location: p.location,
          description: p.description,
        })),
        linkedin_insights: exp.inferences.map((i) => ({
          type: i.type,
          category: i.category,
          description: i.description,
          inference: i.inference,
        })),
        certifications: exp.certifications.map((c) => ({ name: c.name, authority: c.authority })),
        languages: exp.languages.map((l) => ({ name: l.name, proficiency: l.proficiency })),
      },
    },
    detected_niche: niche,
    detected_sub_niche: subNiche,
    experience_level: estimateExperienceLevel(exp.positions, now),
    content_themes: findContentThemes(texts),
    professional_interests: findProfessionalInterests({
      posts: texts,
      skills,
      hashtags: topHashtags,
      inferences: exp.inferences,
    }),
    top_hashtags: topHashtags,
    counts: {
      connections: exp.connections.count,
      positions: exp.positions.length,
      skills: skills.length,
      certifications: exp.certifications.length,
      languages: exp.languages.length,
      education: exp.education.length,
    },
    activity: {
      posts: countByQuarterHour(posts.map((p) => p.date)),
      comments: countByQuarterHour(exp.comments.map((c) => c.date)),
      reactions: countByQuarterHour(exp.reactions.map((r) => r.date)),
    },
  };
}

/** A skill listed twice ("SQL", "sql") is one skill; the first spelling stays. */
function uniqueIgnoringCase(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.trim().toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

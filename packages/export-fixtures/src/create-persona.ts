import type { Random } from './create-random.ts';
import { addMonths, monthsBetween } from './export-dates.ts';
import {
  GENERIC_HASHTAGS,
  NICHE_VOCABULARY,
  NICHES,
  type Niche,
  type NicheVocabulary,
  type SubNiche,
} from './niche-vocabulary.ts';
import { COMPANIES, FIELDS_OF_STUDY, FIRST_NAMES, LAST_NAMES, PLACES, SCHOOLS, slugify } from './people-names.ts';

/** The member an export belongs to: everything the files say about them comes from here. */
export interface Persona {
  firstName: string;
  lastName: string;
  fullName: string;
  slug: string;
  headline: string;
  summary: string;
  industry: string;
  niche: Niche;
  subNiche: SubNiche;
  vocabulary: NicheVocabulary;
  place: (typeof PLACES)[number];
  schedule: ActivitySchedule;
  /** Newest first, as Positions.csv lists them; contiguous, each starting the month the last ended. */
  positions: PersonaPosition[];
  /** The month of the first job, "YYYY-MM". */
  careerStart: string;
  monthsOfExperience: number;
  yearsOfExperience: number;
  skills: string[];
  /** The tags this member uses, with how much they like each. */
  hashtags: { tag: string; weight: number }[];
  education: PersonaEducation[];
  certifications: PersonaCertification[];
  languages: { name: string; proficiency: string }[];
}

export interface PersonaPosition {
  title: string;
  company: string;
  description: string;
  location: string;
  /** "YYYY-MM" */
  startedOn: string;
  /** "YYYY-MM", or null for the current job. */
  finishedOn: string | null;
}

export interface PersonaEducation {
  school: string;
  startYear: number;
  endYear: number;
  degree: string;
  notes: string;
  activities: string;
}

export interface PersonaCertification {
  name: string;
  authority: string;
  url: string;
  /** "YYYY-MM" */
  startedOn: string;
  finishedOn: string | null;
  licenseNumber: string;
}

/**
 * When the member is active, in their own zone. Most activity falls in the window; the first hour
 * weighs most, so it is the busiest hour by a clear margin.
 */
export interface ActivitySchedule {
  timeZone: string;
  /** Local hours of the window, busiest first (e.g. [8, 9] = 08:00-09:59). */
  hours: number[];
  hourWeights: number[];
  /** ISO weekdays of the window, 1 = Monday. */
  weekdays: number[];
  /** The share of activity drawn inside the window; the rest is spread over every hour and day. */
  windowShare: number;
}

export interface PersonaOptions {
  niche?: Niche;
  timeZone?: string;
  /** "YYYY-MM" of the export: the current job runs up to it. */
  exportMonth: string;
}

const GENERAL_SKILLS = ['Communication', 'Public Speaking', 'Project Management', 'Microsoft Office', 'Teamwork', 'Leadership'];
const WINDOW_STARTS = [7, 8, 8, 9, 12, 17];
const WEEKDAY_SETS = [
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4, 5],
  [2, 3, 4],
];
const LANGUAGE_PROFICIENCY = [
  'Native or bilingual proficiency',
  'Full professional proficiency',
  'Professional working proficiency',
  'Limited working proficiency',
  'Elementary proficiency',
];
const SECOND_LANGUAGES = ['German', 'Spanish', 'French', 'Portuguese', 'Japanese', 'Hindi', 'Swedish', 'Polish', 'Turkish'];

export function createPersona(random: Random, options: PersonaOptions): Persona {
  const niche = options.niche ?? random.pick(NICHES);
  const vocabulary = NICHE_VOCABULARY[niche];
  const subNiche = random.pick(vocabulary.subNiches);
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const fullName = `${firstName} ${lastName}`;
  // Zones with daylight saving come up three times as often: they are where hour arithmetic breaks.
  const place =
    PLACES.find((candidate) => candidate.timeZone === options.timeZone) ??
    random.weighted(
      PLACES,
      PLACES.map((candidate) => (candidate.observesDst ? 3 : 1)),
    );
  const timeZone = options.timeZone ?? place.timeZone;

  const years = random.int(4, 18);
  // Three months past the whole years, so counting months inclusively or not gives the same years.
  const careerStart = addMonths(options.exportMonth, -(years * 12 + 3));
  const positions = createPositions(random, vocabulary, careerStart, options.exportMonth, years, place.geo);
  const current = positions[0] as PersonaPosition;

  const start = random.pick(WINDOW_STARTS);
  const schedule: ActivitySchedule = {
    timeZone,
    hours: [start, start + 1],
    hourWeights: [0.7, 0.3],
    weekdays: random.pick(WEEKDAY_SETS),
    windowShare: 0.8,
  };

  const topics = random.sample([...subNiche.topics, ...vocabulary.topics], 3);
  const headline = random.pick([
    `${current.title} at ${current.company} | Helping ${vocabulary.audience} with ${subNiche.topics[0]}`,
    `${current.title} @ ${current.company} · ${subNiche.name} · Writing about ${topics[0]} and ${topics[1]}`,
    `${subNiche.name} | ${current.title} | ${years}+ years in ${vocabulary.field} 🚀`,
  ]);
  const summary = [
    `I have spent ${years} years in ${vocabulary.field}, most recently as ${current.title} at ${current.company}.`,
    '',
    `These days I write about ${topics.join(', ')}: the "unglamorous" parts of ${vocabulary.field} that decide how a year goes.`,
    '',
    'What I believe:',
    ...random.sample(vocabulary.lessons, 3).map((lesson) => `• ${capitalise(lesson)}.`),
    '',
    `Ask me about ${subNiche.name}, ${random.pick(vocabulary.tools)} or good coffee ☕`,
  ].join('\n');

  const skills = [...new Set([...random.sample(vocabulary.skills, random.int(9, 14)), ...random.sample(GENERAL_SKILLS, 3)])];
  const nicheTags = vocabulary.hashtags.map((tag, index) => ({ tag, weight: index < 3 ? 3 : 1 }));
  const hashtags = dedupeTags([
    ...subNiche.hashtags.map((tag) => ({ tag, weight: 5 })),
    ...nicheTags,
    ...random.sample(GENERIC_HASHTAGS, 2).map((tag) => ({ tag, weight: 0.6 })),
  ]);

  return {
    firstName,
    lastName,
    fullName,
    slug: `${slugify(fullName)}-${random.hex(8)}`,
    headline,
    summary,
    industry: random.pick(vocabulary.industries),
    niche,
    subNiche,
    vocabulary,
    place,
    schedule,
    positions,
    careerStart,
    monthsOfExperience: monthsBetween(careerStart, options.exportMonth),
    yearsOfExperience: Math.floor(monthsBetween(careerStart, options.exportMonth) / 12),
    skills,
    hashtags,
    education: createEducation(random, Number(careerStart.slice(0, 4))),
    certifications: createCertifications(random, vocabulary, careerStart, options.exportMonth),
    languages: [
      { name: 'English', proficiency: random.pick(LANGUAGE_PROFICIENCY.slice(0, 2)) },
      ...random.sample(SECOND_LANGUAGES, random.int(0, 2)).map((name) => ({
        name,
        // Members often leave the level out.
        proficiency: random.chance(0.25) ? '' : random.pick(LANGUAGE_PROFICIENCY),
      })),
    ],
  };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function dedupeTags(tags: { tag: string; weight: number }[]): { tag: string; weight: number }[] {
  const seen = new Map<string, { tag: string; weight: number }>();
  for (const tag of tags) if (!seen.has(tag.tag)) seen.set(tag.tag, tag);
  return [...seen.values()];
}

function createPositions(
  random: Random,
  vocabulary: NicheVocabulary,
  careerStart: string,
  exportMonth: string,
  years: number,
  location: string,
): PersonaPosition[] {
  const totalMonths = monthsBetween(careerStart, exportMonth);
  const count = Math.min(5, 2 + Math.floor(years / 4));
  // Cut points at least 8 months apart, so every job lasts a while.
  const cuts = new Set<number>();
  while (cuts.size < count - 1) cuts.add(8 * random.int(1, Math.floor(totalMonths / 8) - 1));
  const starts = [0, ...[...cuts].sort((a, b) => a - b)];
  const topLevel = years < 6 ? 1 : years < 12 ? 2 : 3;
  const companies = random.sample(
    COMPANIES.filter((company) => company !== 'Self-employed'),
    count,
  );
  const oldestFirst = starts.map((startOffset, index): PersonaPosition => {
    const level = Math.round((index / Math.max(1, count - 1)) * topLevel);
    const next = starts[index + 1];
    const title = random.pick(vocabulary.careerTitles[level] ?? vocabulary.careerTitles[0]);
    return {
      title,
      company: companies[index] ?? 'Northwind Labs',
      description: random.chance(0.6)
        ? `Owned ${random.pick(vocabulary.topics)} for a team of ${random.int(3, 40)}.\nWe ${random.pick(vocabulary.wins)}, using ${random.pick(vocabulary.tools)}.`
        : '',
      location: random.chance(0.8) ? location : 'Remote',
      startedOn: addMonths(careerStart, startOffset),
      finishedOn: next === undefined ? null : addMonths(careerStart, next),
    };
  });
  return oldestFirst.reverse();
}

function createEducation(random: Random, careerStartYear: number): PersonaEducation[] {
  const count = random.int(1, 2);
  const education: PersonaEducation[] = [];
  let endYear = careerStartYear;
  for (let index = 0; index < count; index += 1) {
    const school = random.pick(SCHOOLS);
    const length = count === 2 && index === 0 ? random.int(1, 2) : random.int(3, 4);
    education.push({
      school: school.name,
      startYear: endYear - length,
      endYear,
      degree: `${random.pick(school.degrees)}, ${random.pick(FIELDS_OF_STUDY)}`,
      notes: random.chance(0.3) ? 'Graduated with honours; thesis on "why teams stall", supervised by Prof. Ibáñez.' : '',
      activities: random.chance(0.5) ? 'Debate society, student newspaper, rowing' : '',
    });
    endYear -= length;
  }
  return education;
}

function createCertifications(
  random: Random,
  vocabulary: NicheVocabulary,
  careerStart: string,
  exportMonth: string,
): PersonaCertification[] {
  const span = monthsBetween(careerStart, exportMonth);
  return random.sample(vocabulary.certifications, random.int(1, 3)).map((certification) => {
    const startedOn = addMonths(careerStart, random.int(6, span - 1));
    return {
      ...certification,
      url: random.chance(0.6) ? `https://www.credly.com/badges/${random.hex(8)}-${random.hex(4)}-${random.hex(4)}` : '',
      startedOn,
      finishedOn: random.chance(0.3) ? addMonths(startedOn, 36) : null,
      licenseNumber: random.chance(0.5) ? random.token(10).toUpperCase() : '',
    };
  });
}

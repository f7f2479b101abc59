import type { Persona } from './create-persona.ts';
import type { Random } from './create-random.ts';
import type { CsvFile } from './csv-format.ts';
import { formatEmailUpdatedOn, formatMonthYear } from './export-dates.ts';
import type { ExportManifest } from './export-manifest.ts';
import { slugify } from './people-names.ts';

/** Where each profile file goes; the layout decides names and folders. */
export interface ProfilePaths {
  profile: string;
  positions: string;
  education: string;
  skills: string;
  emails: string;
  inferences: string;
  certifications: string;
  languages: string;
}

export interface ProfileFiles {
  files: CsvFile[];
  emails: ExportManifest['emails'];
  inferences: ExportManifest['inferences'];
}

const YEAR = 365.25 * 86_400_000;

export function buildProfileFiles(random: Random, persona: Persona, paths: ProfilePaths, exportedAt: number): ProfileFiles {
  const handle = slugify(persona.firstName) + random.int(10, 99);
  const profile: CsvFile = {
    path: paths.profile,
    bom: true,
    header: [
      'First Name',
      'Last Name',
      'Maiden Name',
      'Address',
      'Birth Date',
      'Headline',
      'Summary',
      'Industry',
      'Zip Code',
      'Geo Location',
      'Twitter Handles',
      'Websites',
      'Instant Messengers',
    ],
    rows: [
      [
        persona.firstName,
        persona.lastName,
        '',
        '',
        random.pick(['', `${random.pick(['Jan', 'Mar', 'Jun', 'Oct'])} ${random.int(1, 28)}`]),
        persona.headline,
        persona.summary,
        persona.industry,
        persona.place.zip,
        persona.place.geo,
        `[${handle}]`,
        `[COMPANY:https://www.${slugify(persona.positions[0]?.company ?? 'company')}.example,PERSONAL:https://${handle}.example]`,
        '',
      ],
    ],
  };

  const positions: CsvFile = {
    path: paths.positions,
    header: ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
    rows: persona.positions.map((position) => [
      position.company,
      position.title,
      position.description,
      position.location,
      formatMonthYear(position.startedOn),
      position.finishedOn === null ? '' : formatMonthYear(position.finishedOn),
    ]),
  };

  const education: CsvFile = {
    path: paths.education,
    header: ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
    rows: persona.education.map((entry) => [
      entry.school,
      String(entry.startYear),
      String(entry.endYear),
      entry.notes,
      entry.degree,
      entry.activities,
    ]),
  };

  const skills: CsvFile = { path: paths.skills, bom: true, header: ['Name'], rows: persona.skills.map((skill) => [skill]) };

  const emails: ExportManifest['emails'] = [
    { address: `${slugify(persona.fullName).replaceAll('-', '.')}@example.com`, confirmed: true, primary: true, updatedOn: '' },
    { address: `${handle}@example.org`, confirmed: true, primary: false, updatedOn: 'Not Available' },
  ];
  if (random.chance(0.5)) emails.push({ address: `${handle}.work@example.net`, confirmed: false, primary: false, updatedOn: '' });
  for (const email of emails) {
    if (email.updatedOn === '') email.updatedOn = formatEmailUpdatedOn(exportedAt - Math.floor(random.next() * 3 * YEAR));
  }
  const emailFile: CsvFile = {
    path: paths.emails,
    header: ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
    rows: emails.map((email) => [email.address, email.confirmed ? 'Yes' : 'No', email.primary ? 'Yes' : 'No', email.updatedOn]),
  };

  const inferences: ExportManifest['inferences'] = [
    {
      category: 'Industry',
      type: 'Primary industry',
      description: 'The industry we think you work in, based on your profile and activity.',
      inference: persona.industry,
    },
    {
      category: 'Job seeker',
      type: 'Open to opportunities',
      description: 'Whether we think you may be open to new roles, based on your activity.',
      inference: random.pick(['Yes', 'No']),
    },
    {
      category: 'Seniority',
      type: 'Career level',
      description: 'How senior we think your role is.',
      inference: persona.yearsOfExperience >= 12 ? 'Director' : persona.yearsOfExperience >= 6 ? 'Senior' : 'Entry',
    },
    ...[persona.subNiche.name, ...random.sample(persona.subNiche.topics, 2), ...random.sample(persona.vocabulary.topics, 2)].map(
      (interest) => ({
        category: 'Interests',
        type: 'Professional interest',
        description: 'Topics we think you care about, from the posts you read, write and react to.',
        inference: interest,
      }),
    ),
  ];
  const inferenceFile: CsvFile = {
    path: paths.inferences,
    header: ['Category', 'Type of inference', 'Description', 'Inference'],
    rows: inferences.map((row) => [row.category, row.type, row.description, row.inference]),
    commaOnlyRows: 1,
  };

  const certifications: CsvFile = {
    path: paths.certifications,
    header: ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
    rows: persona.certifications.map((certification) => [
      certification.name,
      certification.url,
      certification.authority,
      formatMonthYear(certification.startedOn),
      certification.finishedOn === null ? '' : formatMonthYear(certification.finishedOn),
      certification.licenseNumber,
    ]),
    commaOnlyRows: 1,
  };

  const languages: CsvFile = {
    path: paths.languages,
    bom: true,
    header: ['Name', 'Proficiency'],
    rows: persona.languages.map((language) => [language.name, language.proficiency]),
  };

  return {
    files: [profile, positions, education, skills, emailFile, inferenceFile, certifications, languages],
    emails,
    inferences,
  };
}

import type { Persona } from './create-persona.ts';
import type { Random } from './create-random.ts';
import { renderCsv, type CsvFile } from './csv-format.ts';
import { formatEmailUpdatedOn } from './export-dates.ts';
import { COMPANIES, FIRST_NAMES, LAST_NAMES } from './people-names.ts';

/** A file of the archive that Cadence does not read: it must be listed, never an error. */
export interface UnknownFile {
  path: string;
  content: string;
  /** Data rows for a CSV, 0 otherwise. */
  rows: number;
}

const DAY = 86_400_000;

const README = `This archive contains a copy of the data you asked LinkedIn for.

Files appear only when they apply to your account: if you never sent an invitation, there is no
Invitations.csv. Dates are in UTC unless a file says otherwise.

Keep this archive somewhere safe: it holds your messages and contact details.
`;

const csv = (file: CsvFile): UnknownFile => ({ path: file.path, content: renderCsv(file), rows: file.rows.length });

export function buildUnknownFiles(random: Random, persona: Persona, exportedAt: number): UnknownFile[] {
  const someone = (): string => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const before = (days: number): number => exportedAt - random.int(1, days) * DAY;
  return [
    csv({
      path: 'Invitations.csv',
      header: ['From', 'To', 'Sent At', 'Message', 'Direction', 'inviterProfileUrl', 'inviteeProfileUrl'],
      rows: Array.from({ length: random.int(3, 12) }, () => {
        const outgoing = random.chance(0.5);
        return [
          outgoing ? persona.fullName : someone(),
          outgoing ? someone() : persona.fullName,
          formatEmailUpdatedOn(before(400)),
          random.chance(0.3) ? 'Hi, I enjoyed your talk, let\'s stay in touch! "Small steps" was my favourite part.' : '',
          outgoing ? 'OUTGOING' : 'INCOMING',
          `https://www.linkedin.com/in/${random.hex(10)}`,
          `https://www.linkedin.com/in/${random.hex(10)}`,
        ];
      }),
    }),
    csv({
      path: 'Registration.csv',
      header: ['Registered At', 'Registration Ip', 'Subscription Types'],
      rows: [[formatEmailUpdatedOn(before(5000)), `203.0.113.${random.int(1, 254)}`, '']],
    }),
    csv({
      path: 'Ad_Targeting.csv',
      header: [
        'Member Age',
        'Company Names',
        'Degrees',
        'Member Gender',
        'Job Functions',
        'Member Interests',
        'Member Schools',
        'Member Skills',
      ],
      rows: [
        [
          '25 to 34; 35 to 54',
          random.sample(COMPANIES, 3).join('; '),
          'Bachelor of Science; Master of Science',
          'unknown',
          persona.vocabulary.field,
          persona.subNiche.topics.join('; '),
          persona.education.map((entry) => entry.school).join('; '),
          persona.skills.slice(0, 6).join('; '),
        ],
      ],
    }),
    csv({
      path: 'PhoneNumbers.csv',
      header: ['Extension', 'Number', 'Type'],
      rows: [['', `+1 555 01${random.int(10, 99)}`, 'Mobile']],
    }),
    csv({
      path: 'Company Follows.csv',
      header: ['Organization', 'Followed On'],
      rows: random.sample(COMPANIES, 6).map((company) => [company, new Date(before(2000)).toUTCString()]),
    }),
    { path: 'README.txt', content: README, rows: 0 },
    csv({
      path: 'Jobs/Job Applications.csv',
      header: [
        'Application Date',
        'Contact Email',
        'Contact Phone Number',
        'Company Name',
        'Job Title',
        'Job Url',
        'Resume Name',
        'Question And Answers',
      ],
      rows: Array.from({ length: random.int(1, 4) }, () => [
        formatEmailUpdatedOn(before(700)),
        `${persona.slug}@example.com`,
        '',
        random.pick(COMPANIES),
        random.pick(persona.vocabulary.careerTitles[2]),
        `https://www.linkedin.com/jobs/view/${random.int(3_000_000_000, 3_999_999_999)}`,
        `${persona.lastName} CV ${random.int(2019, 2026)}.pdf`,
        'Are you legally authorized to work in this country?:Yes | Years of experience?:' + persona.yearsOfExperience,
      ]),
    }),
  ];
}

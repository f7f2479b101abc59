import type { Random } from './create-random.ts';
import type { CsvFile } from './csv-format.ts';
import { formatConnectedOn } from './export-dates.ts';
import type { MessageContact } from './write-messages.ts';
import { NICHE_VOCABULARY, NICHES } from './niche-vocabulary.ts';
import { COMPANIES, FIRST_NAMES, LAST_NAMES, NATIVE_SCRIPT_NAMES, slugify } from './people-names.ts';

/** Word for word what LinkedIn puts above the header of Connections.csv, blank line included. */
export const CONNECTIONS_PREAMBLE =
  'Notes:\n' +
  '"When exporting your connection data, you may notice that some of the email addresses are missing. ' +
  'You will only see email addresses for connections who have allowed their connections to see or download ' +
  'their email address using this setting https://www.linkedin.com/psettings/privacy/email. ' +
  'You can learn more here https://www.linkedin.com/help/linkedin/answer/261"\n' +
  '\n';

export interface ConnectionsFile {
  file: CsvFile;
  withEmail: number;
  /** People to write messages with. */
  contacts: MessageContact[];
}

/** Connections.csv, newest first; `withUrl: false` writes the older layout without the URL column. */
export function buildConnectionsFile(
  random: Random,
  options: { path: string; count: number; firstInstant: number; lastInstant: number; withUrl: boolean },
): ConnectionsFile {
  const rows: string[][] = [];
  const contacts: MessageContact[] = [];
  let withEmail = 0;
  const span = options.lastInstant - options.firstInstant;
  const instants: number[] = [];
  // Networks grow faster later in a career: skew towards recent dates.
  for (let index = 0; index < options.count; index += 1)
    instants.push(options.lastInstant - Math.floor(span * random.next() ** 1.6));
  instants.sort((a, b) => b - a);
  for (const instant of instants) {
    const [firstName, lastName] = random.chance(0.08)
      ? random.pick(NATIVE_SCRIPT_NAMES)
      : [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
    const slug = slugify(`${firstName} ${lastName}`);
    const url = `https://www.linkedin.com/in/${slug === '' ? `ACoAA${random.token(20)}` : `${slug}-${random.hex(6)}`}`;
    const hasEmail = random.chance(0.12);
    if (hasEmail) withEmail += 1;
    const niche = NICHE_VOCABULARY[random.pick(NICHES)];
    const row = [
      firstName,
      lastName,
      url,
      hasEmail ? `${slug || 'contact'}.${random.int(1, 999)}@example.com` : '',
      random.chance(0.05) ? '' : random.pick(COMPANIES),
      random.pick(random.pick(niche.careerTitles)),
      formatConnectedOn(instant),
    ];
    rows.push(options.withUrl ? row : [...row.slice(0, 2), ...row.slice(3)]);
    if (contacts.length < 400) contacts.push({ name: `${firstName} ${lastName}`, url });
  }
  const header = ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'];
  return {
    file: {
      path: options.path,
      preamble: CONNECTIONS_PREAMBLE,
      header: options.withUrl ? header : header.filter((column) => column !== 'URL'),
      rows,
    },
    withEmail,
    contacts,
  };
}

import { z } from 'zod';
import { describeInput } from '../text/describe-input';

/** The wizard's eight formats (spec §2, Quick Post step 2), sent by their display name. */
export const WIZARD_FORMATS = [
  'Question & Answer',
  'Personal Story',
  'Industry Insight',
  'Tips & Tricks',
  'Opinion Piece',
  'Case Study',
  'Behind the Scenes',
  'Motivational',
] as const;

/** The automation's six format ids with their labels (spec §3). */
export const AUTOMATION_FORMATS = {
  story: 'Story Hook',
  question: 'Question Hook',
  controversial: 'Controversial Take',
  list: 'List Format',
  problem_solution: 'Problem/Solution',
  insight: 'Industry Insight',
} as const;

export type TWizardFormat = (typeof WIZARD_FORMATS)[number];
export type TAutomationFormatId = keyof typeof AUTOMATION_FORMATS;
export type TPostFormat = TWizardFormat | TAutomationFormatId;

export const POST_FORMATS = [...WIZARD_FORMATS, ...(Object.keys(AUTOMATION_FORMATS) as TAutomationFormatId[])] as const;

export const ZPostFormatSchema = z.enum(POST_FORMATS, {
  error: (issue) =>
    issue.input === undefined
      ? 'format is required'
      : `Unknown format "${describeInput(issue.input)}". Use one of: ${POST_FORMATS.join(', ')}`,
});

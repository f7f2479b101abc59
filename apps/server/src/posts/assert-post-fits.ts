import { findPlaceholders, placeholderMessage } from '@cadence/contract/content/placeholders';
import { LINKEDIN_MAX_POST_LENGTH } from '@cadence/contract/linkedin/limits';
import { AppError } from '../errors/app-error';

/**
 * LinkedIn's limit applies to the shown text, escapes excluded. Counting UTF-16 units (an emoji
 * counts two) is the stricter reading: a post is refused here rather than by LinkedIn after sending.
 */
export function assertPostFits(text: string): void {
  if (text.length <= LINKEDIN_MAX_POST_LENGTH) return;
  const over = text.length - LINKEDIN_MAX_POST_LENGTH;
  throw new AppError(
    'BAD_REQUEST',
    `Your post is ${text.length.toLocaleString('en-US')} characters long with its hashtags; LinkedIn allows ${LINKEDIN_MAX_POST_LENGTH.toLocaleString('en-US')}. Please shorten it by ${over.toLocaleString('en-US')} ${over === 1 ? 'character' : 'characters'}.`,
  );
}

/**
 * A marked gap ("[your moment]") stands where only the member knows what happened: publishing it
 * would put the gap, or an invented fact, on their profile. Every way to publish refuses it.
 */
export function assertNoPlaceholders(content: string): void {
  const placeholders = [...new Set(findPlaceholders(content))];
  if (placeholders.length > 0) throw new AppError('BAD_REQUEST', placeholderMessage(placeholders));
}

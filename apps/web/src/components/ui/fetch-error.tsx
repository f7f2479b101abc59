import { CircleAlert, RotateCw } from 'lucide-react';
import { messageForPerson } from '../../lib/message-for-person';
import { Button } from './button';

/** Content that could not be fetched: the spec's text, the server's reason when it wrote one for a person, and Try Again. */
export function FetchError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const detail = messageForPerson(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200 ring-inset sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">
        {title}
        {detail && <span className="mt-0.5 block text-red-700">{detail}</span>}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className="size-4" /> Try Again
      </Button>
    </div>
  );
}

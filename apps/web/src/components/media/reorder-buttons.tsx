import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * The icon-only "Move … earlier", "Move … later" and "Remove …" buttons of one item in an ordered
 * list (a post's images, a carousel's slides). `label` names the item for screen readers ("image 2").
 */
export function ReorderButtons({
  label,
  index,
  count,
  disabled = false,
  removeDisabled = disabled,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  disabled?: boolean;
  removeDisabled?: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <IconButton
        disabled={disabled || index === 0}
        label={`Move ${label} earlier`}
        onClick={() => onMove(index - 1)}
        icon={<ArrowUp aria-hidden="true" className="size-4" />}
      />
      <IconButton
        disabled={disabled || index === count - 1}
        label={`Move ${label} later`}
        onClick={() => onMove(index + 1)}
        icon={<ArrowDown aria-hidden="true" className="size-4" />}
      />
      <IconButton
        disabled={removeDisabled}
        label={`Remove ${label}`}
        onClick={onRemove}
        icon={<Trash2 aria-hidden="true" className="size-4" />}
      />
    </>
  );
}

function IconButton({
  disabled,
  label,
  onClick,
  icon,
}: {
  disabled: boolean;
  label: string;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    // px-0! because the sm size's own padding would otherwise squeeze the icon.
    <Button size="sm" variant="ghost" className="size-8 px-0!" disabled={disabled} aria-label={label} onClick={onClick}>
      {icon}
    </Button>
  );
}

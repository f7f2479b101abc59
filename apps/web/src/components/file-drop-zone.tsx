import { UploadCloud, type LucideIcon } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A file picker for one upload: a real file input (focusable, Enter or Space opens the browser's
 * picker) inside a label that also takes a dropped file. The LinkedIn data import (.zip) and the
 * analytics import (.xlsx) name what they take; the behaviour is one.
 */
export function FileDropZone({
  file,
  invalid,
  describedBy,
  onFile,
  accept,
  inputLabel,
  fileIcon: FileIcon,
  dropWhat,
  hint,
  fileDetail,
}: {
  file: File | null;
  invalid: boolean;
  describedBy?: string;
  onFile: (file: File) => void;
  /** The input's accept list (".zip"). */
  accept: string;
  /** The input's accessible name ("LinkedIn data export (ZIP file)"). */
  inputLabel: string;
  /** Shown beside a chosen file. */
  fileIcon: LucideIcon;
  /** What to drop, as the prompt says it: "Drop {dropWhat} here, or choose a file". */
  dropWhat: string;
  /** The line under the prompt ("A .zip file of up to 100MB"). */
  hint: string;
  /** Said of a chosen file before "Choose another file" (its size). */
  fileDetail?: (file: File) => ReactNode;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Moving over the zone's own children fires dragleave too: only leaving the zone counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  const detail = file ? fileDetail?.(file) : undefined;

  return (
    <label
      htmlFor={inputId}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
        dragging
          ? 'border-brand-400 bg-brand-50'
          : invalid
            ? 'border-red-300 bg-red-50/40 hover:bg-red-50'
            : 'border-slate-300 bg-slate-50 hover:border-brand-300 hover:bg-brand-50/50',
      )}
    >
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="sr-only"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onFile(picked);
          // Picking the same file again after fixing something still counts as a choice.
          event.target.value = '';
        }}
      />
      {file && !invalid ? (
        <>
          <FileIcon aria-hidden="true" className="size-8 text-brand-500" />
          <span className="max-w-full text-sm font-medium break-all text-slate-900">{file.name}</span>
          <span className="text-xs text-slate-500">
            {detail !== undefined && <>{detail} · </>}
            <span className="font-medium text-brand-600 underline">Choose another file</span>
          </span>
        </>
      ) : (
        <>
          <UploadCloud aria-hidden="true" className="size-8 text-slate-400" />
          <span className="text-sm text-slate-700">
            Drop {dropWhat} here, or <span className="font-medium text-brand-600 underline">choose a file</span>
          </span>
          <span className="text-xs text-slate-500">{hint}</span>
        </>
      )}
    </label>
  );
}

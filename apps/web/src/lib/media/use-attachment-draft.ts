import { useCallback, useEffect, useReducer, useRef } from 'react';
import { IMAGE_MAX_BYTES, type TMediaKind } from '@cadence/contract/media/media-limits';
import { ApiError } from '../api-client';
import { checkFile, checkImagePixels } from './check-file';
import { draftReducer, emptyDraft, type AttachedFile, type AttachmentDraft } from './attachment-draft';
import { updateAltText } from './media-api';
import { uploadMedia } from './upload-media';

let counter = 0;
const newKey = () => `upload-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * The attachments being written with a post, and their uploads: each file is checked against
 * LinkedIn's limits, then sent with its own progress and a Cancel; alt text typed after the upload
 * started is saved with PATCH once the server has the file.
 */
export function useAttachmentDraft(initial: () => AttachmentDraft = emptyDraft) {
  const [draft, dispatch] = useReducer(draftReducer, undefined, initial);
  const uploads = useRef(new Map<string, AbortController>());
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const saveAlt = useCallback(async (key: string) => {
    const file = latest.current.files.find((f) => f.key === key);
    if (!file?.media || file.media.kind !== 'image') return;
    const wanted = file.altText.trim() || null;
    if (wanted === (file.media.alt_text ?? null)) return;
    try {
      const media = await updateAltText(file.media.id, wanted);
      dispatch({ type: 'uploaded', key, media });
    } catch (error) {
      dispatch({
        type: 'failed',
        key,
        error: error instanceof ApiError ? error.message : 'The alt text could not be saved. Try again.',
      });
    }
  }, []);

  const addFiles = useCallback(
    (files: File[], kind: TMediaKind) => {
      const added: { item: AttachedFile; file: File }[] = files.map((file) => ({
        file,
        item: {
          key: newKey(),
          name: file.name,
          status: 'uploading',
          progress: 0,
          error: null,
          media: null,
          localUrl: null,
          altText: '',
        },
      }));
      dispatch({ type: 'add-files', files: added.map((a) => a.item) });
      for (const { item, file } of added) {
        if (kind === 'image' && file.size <= IMAGE_MAX_BYTES) {
          const reader = new FileReader();
          reader.onload = () => {
            if (typeof reader.result === 'string') dispatch({ type: 'local-preview', key: item.key, localUrl: reader.result });
          };
          reader.readAsDataURL(file);
        }
        void (async () => {
          const refused = checkFile(file, kind) ?? (kind === 'image' ? await checkImagePixels(file) : null);
          if (refused) {
            dispatch({ type: 'failed', key: item.key, error: refused });
            return;
          }
          const controller = new AbortController();
          uploads.current.set(item.key, controller);
          try {
            const media = await uploadMedia(file, {
              signal: controller.signal,
              onProgress: (progress) => dispatch({ type: 'progress', key: item.key, progress }),
            });
            dispatch({ type: 'uploaded', key: item.key, media });
            // Alt text typed while the bytes were on their way.
            if (latest.current.files.find((f) => f.key === item.key)?.altText.trim()) void saveAlt(item.key);
          } catch (error) {
            if (controller.signal.aborted) return;
            dispatch({
              type: 'failed',
              key: item.key,
              error: error instanceof ApiError ? error.message : 'The file could not be uploaded. Try again.',
            });
          } finally {
            uploads.current.delete(item.key);
          }
        })();
      }
    },
    [saveAlt],
  );

  /** Cancel while sending, Remove after: either way the file leaves the post. */
  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  /** Another kind replaces what was attached (the editor asked first): its uploads stop. */
  const chooseKind = useCallback((kind: AttachmentDraft['kind']) => {
    uploads.current.forEach((controller) => controller.abort());
    uploads.current.clear();
    dispatch({ type: 'choose-kind', kind });
  }, []);

  const reset = useCallback((next: AttachmentDraft = emptyDraft()) => {
    uploads.current.forEach((controller) => controller.abort());
    uploads.current.clear();
    dispatch({ type: 'reset', draft: next });
  }, []);

  return { draft, dispatch, addFiles, remove, saveAlt, chooseKind, reset };
}

export type AttachmentDraftControls = ReturnType<typeof useAttachmentDraft>;

import type { TDataExport } from '@cadence/contract/account/data-export';
import { useMutation } from '@tanstack/react-query';
import { ApiError, getTokenSource } from '../../../lib/api-client';

/**
 * GET the ZIP with the session's bearer token, then hand it to the browser as a file. A plain link
 * would carry no token; a signed URL would put a key to the member's data in links and logs.
 */
export async function downloadDataExport(dataExport: TDataExport): Promise<void> {
  if (!dataExport.download_path) throw new ApiError('Your data is not ready yet.', 409);
  const tokens = getTokenSource();
  const send = (token: string | null) =>
    fetch(dataExport.download_path!, {
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const token = tokens?.getAccessToken() ?? null;
  let response = await send(token);
  if (response.status === 401 && tokens) response = await send(await tokens.refreshAccessToken());
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(body?.error ?? `HTTP ${response.status}`, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = dataExport.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the blob need not outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadDataExport = () => useMutation({ mutationFn: downloadDataExport, retry: false });

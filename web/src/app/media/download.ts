import { MESSAGES, t } from '@memorial/schema';
import { notifyError } from '../notify';
import { sessionStore } from '../session';

/** The download address of a memory file (legacy REST path, memorial-portal 7). */
export const downloadUrl = (fileId: number): string => `/api/v1/memories/file/${fileId}/download`;

/**
 * Downloads a memory file under its own name. The call carries the bearer token
 * (a family member may download the files of a memory still waiting for approval),
 * so it goes through fetch rather than a plain link.
 */
export function downloadFile(fileId: number, fallbackName: string): Promise<boolean> {
  return downloadAttachment(downloadUrl(fileId), fallbackName);
}

/** Downloads what a REST path answers as an attachment, with the bearer token, under the name it gives. */
export async function downloadAttachment(path: string, fallbackName: string): Promise<boolean> {
  const token = sessionStore.get().token;
  try {
    const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) {
      let message: string | null = null;
      try {
        const body = (await res.json()) as { message?: unknown };
        if (typeof body.message === 'string') message = body.message;
      } catch {
        // not JSON
      }
      if (res.status === 401) sessionStore.warnExpired();
      else notifyError(message ?? res.statusText);
      return false;
    }
    const blob = await res.blob();
    const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = decodeURIComponent(name);
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    notifyError(t(MESSAGES, 'genericError'));
    return false;
  }
}

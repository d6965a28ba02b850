import { MESSAGES, t } from '@memorial/schema';
import { sessionStore } from '../../app/session';

/**
 * PUT /api/v1/program-card/{opi}/upload (arrangements-portal 7.3) with upload progress: fetch
 * cannot report the bytes sent, XMLHttpRequest can. Resolves with the spec's success message,
 * rejects with the gateway's message (or the generic one).
 */
export function uploadProgram(opi: string, file: File, onProgress: (percent: number) => void, version?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${window.location.origin}/api/v1/program-card/${encodeURIComponent(opi)}/upload`);
    const token = sessionStore.get().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    // The version of the card the upload replaces (its ETag): another's save since then is refused with 409.
    if (version !== undefined) xhr.setRequestHeader('if-match', `"${version}"`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as { message?: string };
      } catch {
        // Not JSON: the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body.message ?? '');
      else reject(new Error(body.message || t(MESSAGES, 'genericError')));
    };
    xhr.onerror = () => reject(new Error(t(MESSAGES, 'genericError')));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

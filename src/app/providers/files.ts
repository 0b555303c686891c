import { HttpError } from 'react-admin';
import { TOKEN_HEADER, type ApiError } from '../../contract';
import { SERVER_DOWN } from '../layout/loginMessages';
import { API_URL, buildUrl, ifMatchOf, tokenStore } from './http';

/** Upload progress: bytes sent of the total (total 0 until the browser knows it). */
export type Progress = (sent: number, total: number) => void;

/**
 * Sends a JSON body, or a FormData (multipart, with its own boundary), with real upload progress
 * (XMLHttpRequest's upload events: fetch has none). Answers and errors as the HTTP client's: the
 * server's Portuguese message in an HttpError.
 */
export function sendWithProgress<T>(method: 'POST' | 'PUT', path: string, body: unknown, onProgress: Progress, version?: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, {}, API_URL));
    if (!(body instanceof FormData)) xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader(TOKEN_HEADER, tokenStore.get());
    for (const [name, value] of Object.entries(ifMatchOf(version))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json as T);
      const error = json as Partial<ApiError> | undefined;
      reject(new HttpError(error?.message ?? 'Ocorreu um erro...', xhr.status, error));
    };
    xhr.onerror = () => reject(new HttpError(SERVER_DOWN, 503));
    xhr.send(body instanceof FormData ? body : JSON.stringify(body));
  });
}

/** A file as a `data:` URL (what the API takes as base64). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Saves a blob under a name, as the browser's download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads a file the API serves only to a signed-in user (the token goes in a header, never in the URL). */
export async function downloadFile(path: string, name: string): Promise<void> {
  saveBlob(await fetchBlob(path), name);
}

/** A file the API serves only to a signed-in user, as a Blob (for a preview or a download). */
export async function fetchBlob(path: string): Promise<Blob> {
  const res = await fetch(buildUrl(path, {}, API_URL), { headers: { [TOKEN_HEADER]: tokenStore.get() } });
  if (!res.ok) {
    const error = (await res.json().catch(() => undefined)) as Partial<ApiError> | undefined;
    throw new HttpError(error?.message ?? 'Ocorreu um erro...', res.status, error);
  }
  return res.blob();
}

/** A base64 file (some servers send the PDF inside the record) as a Blob. */
export function base64Blob(base64: string, type: string): Blob {
  const data = base64.replace(/^data:[^,]*,/, '');
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

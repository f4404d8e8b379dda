import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ImageSlot } from '@inkcast/schema';
import { useCallback } from 'react';
import { ImageReadTokenDocument, type ImageUploadType } from '../generated/graphql';

/**
 * Helpers of the image upload component (spec 001 §3 "Image naming", §7 "Image upload"): the
 * upload type of a slot, direct uploads by XHR (for progress), and showing saved images — an
 * original not yet processed lives under the api's /uploads/ and needs the read token.
 */

/** The SDL's `ImageUploadType` of an image slot: episodeBanner → EPISODE_BANNER. */
export function uploadTypeOfSlot(slot: ImageSlot): ImageUploadType {
  return slot.replace(/([A-Z])/g, '_$1').toUpperCase() as ImageUploadType;
}

/** A link's stored image URL: the link without its query string (spec 001 §3). */
export function storedUrlOf(link: string): string {
  const end = link.search(/[?#]/);
  return end < 0 ? link : link.slice(0, end);
}

/** Whether `url` is an original uploaded to the api's own store (`<origin>/uploads/…`), pending processing (§7). */
export function isUploadUrl(url: string): boolean {
  if (url.startsWith('/uploads/')) return true;
  try {
    const parsed = new URL(url);
    return parsed.origin === window.location.origin && parsed.pathname.startsWith('/uploads/');
  } catch {
    return false;
  }
}

/** `url` as an <img> can load it: originals of the api's store carry `?token=` (§3: URLs from one storage host get a token). */
export function withReadToken(url: string, token: string | null | undefined): string {
  if (!token || !isUploadUrl(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** Read tokens are valid one hour; a page left open asks again before that. */
const READ_TOKEN_REFRESH_MS = 50 * 60 * 1000;

/**
 * Returns a function turning a saved image URL into the URL to show: processed URLs and outside
 * URLs as they are, originals of the api's store with the signed-in user's read token — and
 * undefined for those until the token has arrived (requested without it, they would 404). The
 * token is fetched only once some URL needs it (`needed`).
 */
export function useShownImageUrl(needed: boolean): (url: string) => string | undefined {
  const { data } = useQuery(ImageReadTokenDocument, { skip: !needed, pollInterval: needed ? READ_TOKEN_REFRESH_MS : 0 });
  const token = data?.getImageReadToken ?? null;
  return useCallback((url: string) => (token || !isUploadUrl(url) ? withReadToken(url, token) : undefined), [token]);
}

/** The content type an upload is signed and sent with: the file's, with the non-standard image/jpg read as image/jpeg. */
export function uploadContentType(file: File): string {
  const type = file.type.split(';')[0].trim().toLowerCase();
  return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
}

/** The pixel size of an image file shown at `objectUrl`, or null when it does not decode as an image. */
export async function decodeImageSize(objectUrl: string): Promise<{ width: number; height: number } | null> {
  const image = new Image();
  image.src = objectUrl;
  try {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return null;
  }
}

/** A direct upload the store refused or that never arrived (status 0 = no answer). */
export class UploadFailed extends Error {
  constructor(
    readonly status: number,
    /** The store's own reason ({message, code} of a 4xx answer), when it gave one. */
    readonly reason: { message: string; code?: string } | null,
  ) {
    super(reason?.message ?? `Upload failed (${status || 'no answer'})`);
  }
}

/**
 * PUTs `file`'s raw bytes to a direct upload link with its content type (spec 001 §7 step 3),
 * reporting progress from 0 to 1. Rejects with `UploadFailed`; `signal` aborts it.
 */
export function putFile(link: string, file: File, contentType: string, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', link);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let reason: UploadFailed['reason'] = null;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown; code?: unknown };
        if (typeof body.message === 'string' && xhr.status < 500) reason = { message: body.message, code: typeof body.code === 'string' ? body.code : undefined };
      } catch {
        // Not JSON (an S3 error document, a proxy page): no reason to show.
      }
      reject(new UploadFailed(xhr.status, reason));
    };
    xhr.onerror = () => reject(new UploadFailed(0, null));
    xhr.onabort = () => reject(new UploadFailed(0, null));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The raw message of a failed GraphQL call (spec 001 §8: other errors show the raw message), or null for no answer at all. */
export function graphqlErrorMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  return null;
}

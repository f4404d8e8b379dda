import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Config } from '../common/config';

/**
 * Where image bytes live (DESIGN.md, "Storage"). Keys are relative paths: `uploads/…` hold the
 * originals as uploaded (private), `images/…` the processed sizes (public, immutable).
 * URLs are stored without their query string (spec 001 §3, "Image naming").
 */
export interface ImageStorage {
  /** A link accepting one PUT of `contentType` bytes to `key`, valid `seconds`. */
  uploadUrl(key: string, contentType: string, seconds: number): Promise<string>;
  /** The stored (query-less) URL of `key`. */
  urlOf(key: string): string;
  /** The key of a URL of this storage, or null for any other URL. */
  keyOf(url: string): string | null;
  /** Byte size of `key`, or null when it does not exist. */
  size(key: string): Promise<number | null>;
  /** The bytes of `key`; throws when it does not exist. */
  read(key: string): Promise<Buffer>;
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

/** Content types of the images Inkcast accepts (spec 001 §5: only jpg and png). */
export const IMAGE_CONTENT_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Whether `key` is a safe relative storage path (no `..`, no absolute path, plain characters). */
export function isSafeKey(key: string): boolean {
  return /^(uploads|images)\/[A-Za-z0-9._/-]+$/.test(key) && !key.split('/').some((part) => part === '' || part === '.' || part === '..');
}

/**
 * Local disk under DATA_DIR/storage, the default. The api serves it: PUT /uploads/<key> with the
 * signature of `uploadUrl`, GET /uploads/<key>?token=… for originals, GET /images/<key> for processed
 * sizes (storage.routes.ts).
 */
export class LocalStorage implements ImageStorage {
  readonly root: string;

  /** `publicUrl` is the api's origin; `secret` signs upload links (HMAC-SHA256). */
  constructor(
    dataDir: string,
    private readonly publicUrl: string,
    private readonly secret: () => Promise<string>,
  ) {
    this.root = join(dataDir, 'storage');
  }

  async uploadUrl(key: string, contentType: string, seconds: number): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + seconds;
    const signature = hmac(await this.secret(), `PUT\n${key}\n${contentType}\n${expires}`);
    const query = new URLSearchParams({ contentType, expires: String(expires), signature });
    return `${this.urlOf(key)}?${query}`;
  }

  /**
   * Checks a PUT link's signature and expiry (epoch seconds); returns the signed content type, or
   * null when the link is forged, altered or expired.
   */
  async verifyUpload(key: string, query: { contentType?: string; expires?: string; signature?: string }, now = Date.now()): Promise<string | null> {
    const { contentType, expires, signature } = query;
    if (!contentType || !expires || !signature || Number(expires) * 1000 < now) return null;
    const expected = Buffer.from(hmac(await this.secret(), `PUT\n${key}\n${contentType}\n${expires}`));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? contentType : null;
  }

  urlOf(key: string): string {
    return `${this.publicUrl}/${key}`;
  }

  keyOf(url: string): string | null {
    const prefix = `${this.publicUrl}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length).split('?')[0];
    return isSafeKey(key) ? key : null;
  }

  /** Absolute file path of a key (keys are checked by isSafeKey before they get here). */
  path(key: string): string {
    return join(this.root, normalize(key));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.path(key))).size;
    } catch {
      return null;
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    await mkdir(dirname(this.path(key)), { recursive: true });
    const temp = `${this.path(key)}.${process.pid}.partial`;
    await writeFile(temp, bytes);
    await rename(temp, this.path(key));
  }

  /**
   * Streams an upload to `key`, refusing more than `maxBytes` (the partial file is removed). Returns
   * the byte count; throws `TooLarge` past the limit.
   */
  async writeStream(key: string, body: Readable, maxBytes: number): Promise<number> {
    await mkdir(dirname(this.path(key)), { recursive: true });
    const temp = `${this.path(key)}.${process.pid}.${Date.now()}.partial`;
    let bytes = 0;
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) body.destroy(new TooLarge());
    });
    try {
      await pipeline(body, createWriteStream(temp));
      await rename(temp, this.path(key));
      return bytes;
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
  }
}

/** An upload went past its byte limit. */
export class TooLarge extends Error {}

/**
 * Any S3-compatible store (AWS SDK v3): upload links are presigned PUTs (content type signed), the
 * stored URL is the object's path-style URL on S3_PUBLIC_ENDPOINT. Processed images are expected to be
 * publicly readable under `images/` (bucket policy); originals stay private.
 */
export class S3Storage implements ImageStorage {
  private readonly client: S3Client;
  private readonly signer: S3Client;
  private readonly publicBase: string;

  constructor(private readonly cfg: Pick<Config, 'S3_ENDPOINT' | 'S3_PUBLIC_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>) {
    const credentials = cfg.S3_ACCESS_KEY_ID && cfg.S3_SECRET_ACCESS_KEY ? { accessKeyId: cfg.S3_ACCESS_KEY_ID, secretAccessKey: cfg.S3_SECRET_ACCESS_KEY } : undefined;
    const options = { region: cfg.S3_REGION, credentials, forcePathStyle: Boolean(cfg.S3_ENDPOINT) };
    this.client = new S3Client({ ...options, endpoint: cfg.S3_ENDPOINT });
    // Presigning is offline: a client on the public endpoint signs for the host browsers use.
    const publicEndpoint = cfg.S3_PUBLIC_ENDPOINT ?? cfg.S3_ENDPOINT;
    this.signer = new S3Client({ ...options, endpoint: publicEndpoint });
    this.publicBase = publicEndpoint ? `${publicEndpoint.replace(/\/$/, '')}/${cfg.S3_BUCKET}` : `https://${cfg.S3_BUCKET}.s3.${cfg.S3_REGION}.amazonaws.com`;
  }

  uploadUrl(key: string, contentType: string, seconds: number): Promise<string> {
    return getSignedUrl(this.signer, new PutObjectCommand({ Bucket: this.cfg.S3_BUCKET, Key: key, ContentType: contentType }), { expiresIn: seconds });
  }

  urlOf(key: string): string {
    return `${this.publicBase}/${key}`;
  }

  keyOf(url: string): string | null {
    const prefix = `${this.publicBase}/`;
    if (!url.startsWith(prefix)) return null;
    const key = decodeURIComponent(url.slice(prefix.length).split('?')[0]);
    return isSafeKey(key) ? key : null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.cfg.S3_BUCKET, Key: key }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async read(key: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.cfg.S3_BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.cfg.S3_BUCKET, Key: key, Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
    );
  }

  async remove(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.client.send(new DeleteObjectsCommand({ Bucket: this.cfg.S3_BUCKET, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
  }
}

/** HMAC-SHA256 (base64url) of `payload` with `secret`; upload links and read tokens use it. */
export function hmac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

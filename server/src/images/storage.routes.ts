import { IMAGE_SLOTS, ImageSlot, imageRuleViolations } from '@inkcast/schema';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UnreadableImage, inspectImage } from './image-processing';
import { ImagesService, parseUploadKey } from './images.service';
import { IMAGE_CONTENT_TYPES, LocalStorage, TooLarge, isSafeKey } from './storage';

/** The largest upload of any slot, bytes. */
const MAX_UPLOAD_BYTES = Math.max(...Object.values(IMAGE_SLOTS).map((rule) => rule.maxSizeInMB)) * 1024 * 1024;

/** An upload refused: HTTP status, the spec's message and the upload library's code (spec 001 §5, §8). */
function refuse(reply: FastifyReply, status: number, message: string, code: string) {
  return reply.status(status).send({ message, code });
}

/**
 * The local store's HTTP side (DESIGN.md: `/uploads/*`), mounted only when STORAGE is local:
 * - PUT /uploads/<key>?contentType&expires&signature — one upload through a link of
 *   ImagesService.uploadLinks. The bytes are checked as they arrive against the slot's rules (size,
 *   then type by the bytes and dimensions; spec 001 §5) and refused with 4xx `{message, code}`;
 *   a link works once (409 after).
 * - GET /uploads/<key>?token=… — an original, for the owner of its directory (read token).
 * - GET /images/<key> — processed images: public and immutable.
 */
export async function mountLocalStorage(fastify: FastifyInstance, images: ImagesService, storage: LocalStorage): Promise<void> {
  await fastify.register(async (scope) => {
    // Upload bodies stay streams (up to the slot's limit) instead of being buffered by a parser.
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    // The slot's own limit is enforced while streaming; this only bounds what Fastify lets through.
    scope.put('/uploads/*', { bodyLimit: MAX_UPLOAD_BYTES }, (req, reply) => upload(req, reply, storage));
  });
  fastify.get('/uploads/*', async (req, reply) => {
    const key = `uploads/${(req.params as { '*': string })['*']}`;
    const upload = isSafeKey(key) ? parseUploadKey(key) : null;
    const token = (req.query as { token?: string }).token;
    const userId = token ? await images.readTokenUser(token) : null;
    if (!upload || !userId || !(await images.mayUseDirectory(userId, upload.directory.slice(0, 36)))) {
      return reply.status(404).send({ message: 'Not found' });
    }
    try {
      const bytes = await readFile(storage.path(key));
      return reply.header('content-type', upload.ext === 'png' ? 'image/png' : 'image/jpeg').header('cache-control', 'private, max-age=3600').send(bytes);
    } catch {
      return reply.status(404).send({ message: 'Not found' });
    }
  });
  await fastify.register(fastifyStatic, { root: join(storage.root, 'images'), prefix: '/images/', decorateReply: false, maxAge: '365d', immutable: true, index: false });
}

async function upload(req: FastifyRequest, reply: FastifyReply, storage: LocalStorage) {
  const key = `uploads/${(req.params as { '*': string })['*']}`;
  const parts = isSafeKey(key) ? parseUploadKey(key) : null;
  const contentType = parts && (await storage.verifyUpload(key, req.query as Record<string, string>));
  if (!parts || !contentType || !(parts.slot in IMAGE_SLOTS)) {
    return refuse(reply, 403, 'This upload link is not valid or has expired. Please try again.', 'link-invalid');
  }
  if (String(req.headers['content-type'] ?? '').split(';')[0].trim() !== contentType || IMAGE_CONTENT_TYPES[contentType] !== parts.ext) {
    return refuse(reply, 400, `Send the file with Content-Type ${contentType}.`, 'file-invalid-type');
  }
  if (await exists(storage.path(key))) return refuse(reply, 409, 'This upload link was already used.', 'link-used');
  const rule = IMAGE_SLOTS[parts.slot as ImageSlot];
  const maxBytes = rule.maxSizeInMB * 1024 * 1024;
  const tooLarge = () => refuse(reply, 413, imageRuleViolations(rule, { type: contentType, sizeInBytes: maxBytes + 1 }).find((v) => v.code === 'file-too-large')!.message, 'file-too-large');
  const body = req.body as Readable;
  if (Number(req.headers['content-length']) > maxBytes) {
    // Read (and drop) the rest first: answering mid-upload would reset the connection under the browser.
    for await (const _chunk of body);
    return tooLarge();
  }
  let size: number;
  try {
    size = await storage.writeStream(key, body, maxBytes);
  } catch (err) {
    if (err instanceof TooLarge) return tooLarge();
    throw err;
  }
  const violations = await check(await readFile(storage.path(key)), rule, size);
  if (violations.length) {
    await storage.remove([key]);
    return refuse(reply, 422, violations.map((v) => v.message).join(', '), violations[0].code);
  }
  return reply.status(200).send({ url: storage.urlOf(key) });
}

/** Rule violations of the bytes themselves: type (by content, not name), size and dimensions. */
async function check(bytes: Buffer, rule: (typeof IMAGE_SLOTS)[ImageSlot], size: number) {
  try {
    const facts = await inspectImage(bytes);
    return imageRuleViolations(rule, { type: `image/${facts.format}`, sizeInBytes: size, width: facts.width, height: facts.height });
  } catch (err) {
    if (!(err instanceof UnreadableImage)) throw err;
    if (err.tooManyPixels) return [{ code: 'file-too-large', message: err.message }];
    // Not an image at all: report it as the slot's type failure, with its message.
    const typeError = imageRuleViolations(rule, { type: 'application/octet-stream', sizeInBytes: 0 }).find((v) => v.code === 'file-invalid-type');
    return [typeError ?? { code: 'file-invalid-type', message: err.message }];
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

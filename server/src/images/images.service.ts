import { IMAGE_SLOTS, ImageSlot, USER_PERMISSIONS, hasPermission, imageRuleViolations } from '@inkcast/schema';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue, UnrecoverableError } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { config } from '../common/config';
import { apiError, badUserInput } from '../common/errors';
import { EventsService } from '../common/events';
import { ImageKind, SIZES, UnreadableImage, inspectImage, renderImage } from './image-processing';
import { IMAGE_CONTENT_TYPES, ImageStorage, hmac } from './storage';

/** Injection token of the configured ImageStorage. */
export const STORAGE = Symbol('STORAGE');

/** The items that own images (spec 001 §3). */
export type ImageOwnerType = 'COMICSERIES' | 'COMICISSUE' | 'CREATOR' | 'WEBTOONS';

/** An item owning images: its type and uuid. */
export interface ImageOwner {
  type: ImageOwnerType;
  uuid: string;
}

/** Processing state of an item's images: PROCESSING and COMPLETE of spec 001 §3, plus FAILED with a reason. */
export type ImagesStatus = 'PROCESSING' | 'COMPLETE' | 'FAILED';

/**
 * One processed image as stored on its item (the `…AsString` fields of the public contract):
 * `base_url` (the folder, ending in '/') and one entry per size, e.g. `cover_sm: "cover-sm.webp"`.
 */
export type ProcessedImage = { base_url: string } & Record<string, string>;

/** The image set of an item: what was submitted per slot, the state, and the processed files per slot. */
export interface ImageSetRow {
  status: ImagesStatus;
  error: string | null;
  revision: number;
  sources: Partial<Record<ImageSlot, string[]>>;
  outputs: Partial<Record<ImageSlot, ProcessedImage[]>> | null;
  userId: number | null;
}

/** Payload of `process-images`: the item and the revision of its set the job is for. */
export interface ProcessImagesJob {
  owner: ImageOwner;
  revision: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A target directory: the series (or creator) uuid plus an optional child uuid (spec 001 §7). */
const DIRECTORY = new RegExp(`^(${UUID})(/${UUID})?$`);
/** An upload key as `uploadLinks` makes them: uploads/<root>[/<child>]/<slot>/<uuid>.<ext>. */
const UPLOAD_KEY = new RegExp(`^uploads/(${UUID}(?:/${UUID})?)/([A-Za-z]+)/(${UUID})\\.(jpg|png)$`);
/** A processed image's folder: images/<root>[/<child>]/<id>[-p<n>]. */
const IMAGE_FOLDER = new RegExp(`^images/${UUID}(?:/${UUID})?/${UUID}(?:-p\\d+)?/`);

/** Upload failure messages of the spec (001 §8). */
export const UPLOAD_FAILED = 'There was an error uploading images. Please try again.';
const NO_ACCESS = 'You do not have access to view this page.';

const secrets = new WeakMap<DataSource, Promise<string>>();

/** The server's signing secret (server_secret, made by the Images migration), read once per connection pool. */
export function signingSecret(db: DataSource): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db.query(`SELECT value FROM server_secret WHERE name = 'signing'`).then((rows: { value: string }[]) => rows[0].value);
    secrets.set(db, secret);
  }
  return secret;
}

/** Parts of an upload key (see UPLOAD_KEY), or null for any other key. */
export function parseUploadKey(key: string): { directory: string; slot: string; id: string; ext: string } | null {
  const m = UPLOAD_KEY.exec(key);
  return m ? { directory: m[1], slot: m[2], id: m[3], ext: m[4] } : null;
}

/**
 * The image pipeline (issue 4): signed direct upload links, submission of an item's images with the
 * spec's checks (001 §5), the processing job (every size from one decode), its state on the item,
 * and read tokens for originals.
 */
@Injectable()
export class ImagesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue('images') private readonly queue: Queue<ProcessImagesJob>,
    @Inject(STORAGE) readonly storage: ImageStorage,
    private readonly events: EventsService,
  ) {}

  /**
   * Direct upload links, one per file (spec 001 §7, "Image upload"): `targetDirectories[i]` is
   * "<seriesUuid>" or "<seriesUuid>/<childUuid>" and `contentTypes[i]` the file's type. Each link takes
   * one PUT of the raw bytes within UPLOAD_LINK_SECONDS; its URL without the query string is what the
   * item is saved with. A directory belongs to the user who first asked for it.
   * Errors: BAD_USER_INPUT for a length mismatch, a bad directory, too many files or a type the slot
   * refuses (the spec's messages); ACCESS_NOT_ALLOWED for a directory of someone else.
   */
  async uploadLinks(userId: number, slot: ImageSlot, targetDirectories: string[], contentTypes: string[]): Promise<string[]> {
    const rule = IMAGE_SLOTS[slot];
    if (targetDirectories.length !== contentTypes.length || targetDirectories.length === 0) {
      throw badUserInput('Send one target directory and one content type per file.');
    }
    if (targetDirectories.length > rule.maxFiles) throw badUserInput('Too many files');
    for (const type of contentTypes) {
      const typeError = imageRuleViolations(rule, { type, sizeInBytes: 0 }).find((v) => v.code === 'file-invalid-type');
      if (typeError) throw badUserInput(typeError.message);
    }
    const roots = new Set<string>();
    for (const dir of targetDirectories) {
      const m = DIRECTORY.exec(dir);
      if (!m) throw badUserInput(`Invalid target directory: ${dir.slice(0, 100)}`);
      roots.add(m[1]);
    }
    for (const root of roots) if (!(await this.claimDirectory(userId, root))) throw apiError('ACCESS_NOT_ALLOWED', NO_ACCESS);
    const seconds = config().UPLOAD_LINK_SECONDS;
    return Promise.all(
      targetDirectories.map((dir, i) => this.storage.uploadUrl(`uploads/${dir}/${slot}/${randomUUID()}.${IMAGE_CONTENT_TYPES[contentTypes[i]]}`, contentTypes[i], seconds)),
    );
  }

  /** Claims directory `root` for the user if nobody has; true when the user may upload there (see mayUseDirectory). */
  private async claimDirectory(userId: number, root: string): Promise<boolean> {
    await this.db.query(`INSERT INTO upload_directory (uuid, user_id) VALUES ($1, $2) ON CONFLICT (uuid) DO NOTHING`, [root, userId]);
    return this.mayUseDirectory(userId, root);
  }

  /**
   * Whether the user may upload to and read originals under `root`: they claimed it first, or they
   * hold a permission with `edit` on the item of that uuid (its team; spec 001 §6).
   */
  async mayUseDirectory(userId: number, root: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM upload_directory WHERE uuid = $1 AND user_id = $2
       UNION ALL SELECT 1 FROM content_permission WHERE content_uuid = $1 AND user_id = $2 AND permission = ANY($3::text[])`,
      [root, userId, USER_PERMISSIONS.filter((p) => hasPermission(p, 'edit'))],
    );
    return rows.length > 0;
  }

  /** Whether `url` is a new upload of this storage (spec 001 §7: "treated as newly uploaded and pending"). */
  isUpload(url: string): boolean {
    const key = this.storage.keyOf(url);
    return Boolean(key && parseUploadKey(key));
  }

  /**
   * Records the images an item is saved with, inside the caller's transaction `manager`, and returns
   * the item's images status: COMPLETE when every URL is already processed, else PROCESSING — then call
   * `enqueue(owner)` after the commit (a sweeper re-queues it should that be missed).
   * Checks per slot (spec 001 §5, §8): count ≤ maxFiles ('Too many files'); each new upload is the
   * user's, made for this slot, present in storage and within the slot's size ('The file cannot be
   * larger than {n}MB'); other URLs must be processed images of this storage. Errors are BAD_USER_INPUT.
   */
  async submit(manager: EntityManager, owner: ImageOwner, userId: number, slots: Partial<Record<ImageSlot, string[]>>): Promise<ImagesStatus> {
    const sources: Partial<Record<ImageSlot, string[]>> = {};
    let pending = false;
    for (const [slot, urls] of Object.entries(slots) as [ImageSlot, string[]][]) {
      const rule = IMAGE_SLOTS[slot];
      if (urls.length > rule.maxFiles) throw badUserInput('Too many files');
      sources[slot] = urls.map((raw) => raw.split('?')[0]);
      for (const url of sources[slot]) {
        const key = this.storage.keyOf(url);
        const upload = key ? parseUploadKey(key) : null;
        if (key && upload) {
          pending = true;
          if (upload.slot !== slot) throw badUserInput(`This image was uploaded for another place (${upload.slot}); upload it again here.`);
          if (!(await this.mayUseDirectory(userId, upload.directory.slice(0, 36)))) throw apiError('ACCESS_NOT_ALLOWED', NO_ACCESS);
          const size = await this.storage.size(key);
          if (size === null) throw badUserInput(UPLOAD_FAILED);
          const tooLarge = imageRuleViolations(rule, { type: rule.acceptedTypes[0], sizeInBytes: size }).find((v) => v.code === 'file-too-large');
          if (tooLarge) throw badUserInput(tooLarge.message);
        } else if (!key || !IMAGE_FOLDER.test(key)) {
          throw badUserInput('This image URL is not one of Inkcast’s; upload the image instead.');
        }
      }
    }
    const status: ImagesStatus = pending ? 'PROCESSING' : 'COMPLETE';
    const outputs = pending ? null : mapSlots(sources, (slot, url) => processedFromUrl(url, IMAGE_SLOTS[slot].fileBase));
    await manager.query(
      `INSERT INTO image_set (owner_type, owner_uuid, user_id, status, sources, outputs)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (owner_type, owner_uuid) DO UPDATE SET user_id = $3, status = $4, sources = $5, outputs = $6, error = NULL,
         revision = image_set.revision + 1, updated_at = now()`,
      [owner.type, owner.uuid, userId, status, JSON.stringify(sources), outputs && JSON.stringify(outputs)],
    );
    return status;
  }

  /** Queues the processing of the item's current image set (after the submitting transaction committed). */
  async enqueue(owner: ImageOwner): Promise<void> {
    const set = await this.get(owner);
    if (set?.status === 'PROCESSING') await this.addJob(owner, set.revision);
  }

  private async addJob(owner: ImageOwner, revision: number): Promise<void> {
    // One job per revision: queueing it twice (enqueue and the sweeper) runs it once.
    await this.queue.add('process-images', { owner, revision }, { jobId: `${owner.type}-${owner.uuid}-${revision}`, attempts: 5, backoff: { type: 'exponential', delay: 2000 } });
  }

  /** The item's image set, or null when it never had images. */
  async get(owner: ImageOwner): Promise<ImageSetRow | null> {
    const rows = await this.db.query(
      `SELECT status, error, revision, sources, outputs, user_id AS "userId" FROM image_set WHERE owner_type = $1 AND owner_uuid = $2`,
      [owner.type, owner.uuid],
    );
    return rows[0] ?? null;
  }

  /**
   * The `process-images` job: decodes each new upload once, checks it against its slot's rules by its
   * bytes (type, size, dimensions; spec 001 §5), writes every size (image-processing.ts) and marks the
   * set COMPLETE with the processed files, then tells the saver's dashboards. Idempotent: outputs go to
   * paths derived from the upload, and a job for an older revision does nothing.
   * Throws UnrecoverableError ('filename: message', spec 001 §8) for an image that breaks a rule.
   */
  async process(job: ProcessImagesJob): Promise<'COMPLETE' | 'superseded'> {
    const { owner, revision } = job;
    const set = await this.get(owner);
    if (!set || set.revision !== revision || set.status !== 'PROCESSING') return 'superseded';
    // Images of a job in parallel, IMAGES_CONCURRENCY at a time (an episode is one job of up to 100 pages).
    const work = (Object.entries(set.sources) as [ImageSlot, string[]][]).flatMap(([slot, urls]) => urls.map((url) => ({ slot, url })));
    const done: ProcessedImage[][] = new Array(work.length);
    let next = 0;
    const lane = async () => {
      while (next < work.length) {
        const i = next++;
        done[i] = await this.processOne(work[i].slot, work[i].url);
      }
    };
    await Promise.all(Array.from({ length: config().IMAGES_CONCURRENCY }, lane));
    const outputs: Partial<Record<ImageSlot, ProcessedImage[]>> = {};
    work.forEach(({ slot }, i) => (outputs[slot] ??= []).push(...done[i]));
    const updated: unknown[] = await this.db.query(
      `WITH done AS (UPDATE image_set SET status = 'COMPLETE', outputs = $3, error = NULL, updated_at = now()
       WHERE owner_type = $1 AND owner_uuid = $2 AND revision = $4 AND status = 'PROCESSING' RETURNING 1) SELECT * FROM done`,
      [owner.type, owner.uuid, JSON.stringify(outputs), revision],
    );
    if (!updated.length) return 'superseded';
    await this.announce(owner, set.userId, 'COMPLETE');
    return 'COMPLETE';
  }

  /** Processes one URL of a slot: a new upload is validated and rendered; a processed URL is kept. */
  private async processOne(slot: ImageSlot, url: string): Promise<ProcessedImage[]> {
    const key = this.storage.keyOf(url);
    const upload = key ? parseUploadKey(key) : null;
    if (!key || !upload) return [processedFromUrl(url, IMAGE_SLOTS[slot].fileBase)];
    const bytes = await this.storage.read(key);
    const name = url.slice(url.lastIndexOf('/') + 1);
    let pieces;
    try {
      const facts = await inspectImage(bytes);
      const violations = imageRuleViolations(IMAGE_SLOTS[slot], { type: `image/${facts.format}`, sizeInBytes: bytes.length, width: facts.width, height: facts.height });
      if (violations.length) throw new UnrecoverableError(violations.map((v) => `${name}: ${v.message}`).join(', '));
      pieces = await renderImage(bytes, IMAGE_SLOTS[slot].fileBase);
    } catch (err) {
      if (err instanceof UnreadableImage) throw new UnrecoverableError(`${name}: ${err.message}`);
      throw err;
    }
    const images: ProcessedImage[] = [];
    for (const [i, files] of pieces.entries()) {
      const folder = `images/${upload.directory}/${upload.id}${i ? `-p${i + 1}` : ''}`;
      await Promise.all(files.map((f) => this.storage.write(`${folder}/${f.file}`, f.bytes, 'image/webp')));
      images.push(describe(this.storage.urlOf(`${folder}/`), files.map((f) => f.file)));
    }
    return images;
  }

  /** Marks the set of a job that gave up FAILED with `reason` (kept for the creator; originals stay for a retry). */
  async fail(job: ProcessImagesJob, reason: string): Promise<void> {
    const rows: { userId: number | null }[] = await this.db.query(
      `WITH failed AS (UPDATE image_set SET status = 'FAILED', error = $3, updated_at = now()
       WHERE owner_type = $1 AND owner_uuid = $2 AND revision = $4 AND status = 'PROCESSING' RETURNING user_id) SELECT user_id AS "userId" FROM failed`,
      [job.owner.type, job.owner.uuid, reason.slice(0, 2000), job.revision],
    );
    if (rows.length) await this.announce(job.owner, rows[0].userId, 'FAILED');
  }

  /** Runs a FAILED set again from its kept originals (a new revision); false when it is not FAILED. */
  async retry(owner: ImageOwner): Promise<boolean> {
    const rows: { revision: number }[] = await this.db.query(
      `WITH retried AS (UPDATE image_set SET status = 'PROCESSING', error = NULL, revision = revision + 1, updated_at = now()
       WHERE owner_type = $1 AND owner_uuid = $2 AND status = 'FAILED' RETURNING revision) SELECT revision FROM retried`,
      [owner.type, owner.uuid],
    );
    if (!rows.length) return false;
    await this.addJob(owner, rows[0].revision);
    return true;
  }

  /**
   * Queues every set still PROCESSING after `olderThanSeconds` (its job lost with Redis, or never
   * queued because the api stopped between commit and enqueue). Returns how many it queued.
   */
  async sweep(olderThanSeconds = 60): Promise<number> {
    const rows: { type: ImageOwnerType; uuid: string; revision: number }[] = await this.db.query(
      `SELECT owner_type AS type, owner_uuid AS uuid, revision FROM image_set
       WHERE status = 'PROCESSING' AND updated_at < now() - make_interval(secs => $1) LIMIT 1000`,
      [olderThanSeconds],
    );
    for (const r of rows) await this.addJob({ type: r.type, uuid: r.uuid }, r.revision);
    return rows.length;
  }

  /** A token (valid `seconds`) that lets the user's browser read their originals: GET /uploads/<key>?token=… */
  async readToken(userId: number, seconds = 3600): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + seconds;
    return `${userId}.${expires}.${hmac(await signingSecret(this.db), `read\n${userId}\n${expires}`)}`;
  }

  /** The user id of a valid, unexpired read token, else null. */
  async readTokenUser(token: string): Promise<number | null> {
    const [user, expires, signature] = token.split('.');
    if (!signature || Number(expires) * 1000 < Date.now()) return null;
    return hmac(await signingSecret(this.db), `read\n${user}\n${expires}`) === signature ? Number(user) : null;
  }

  private announce(owner: ImageOwner, userId: number | null, imagesStatus: ImagesStatus): Promise<void> {
    return userId ? this.events.publish([userId], { type: 'item', data: { type: owner.type, uuid: owner.uuid, imagesStatus } }) : Promise.resolve();
  }
}

/** The ProcessedImage for a folder URL (ending in '/') holding `files`: `cover-sm.webp` → `cover_sm`. */
function describe(baseUrl: string, files: string[]): ProcessedImage {
  const image: ProcessedImage = { base_url: baseUrl };
  for (const file of files) image[file.replace(/\.webp$/, '').replace(/-/g, '_')] = file;
  return image;
}

/** The ProcessedImage of an already processed URL (its folder or one of its files). */
function processedFromUrl(url: string, kind: ImageKind): ProcessedImage {
  return describe(url.slice(0, url.lastIndexOf('/') + 1), SIZES[kind].map((s) => s.file));
}

function mapSlots<T>(slots: Partial<Record<ImageSlot, string[]>>, fn: (slot: ImageSlot, url: string) => T): Partial<Record<ImageSlot, T[]>> {
  return Object.fromEntries(Object.entries(slots).map(([slot, urls]) => [slot, urls!.map((url) => fn(slot as ImageSlot, url))]));
}

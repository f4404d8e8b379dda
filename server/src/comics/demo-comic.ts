import { ImageSlot } from '@inkcast/schema';
import type { INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { v5 as uuidv5 } from 'uuid';
import { User } from '../accounts/user.entity';
import { CreatorsService } from '../creators/creators.service';
import { ImagesService } from '../images/images.service';
import { IssuesService } from './issues.service';
import { SeriesService } from './series.service';

/** Namespace of the demo's stable uuids (uuid v5), so running the demo again finds what it made. */
const DEMO_NAMESPACE = '6f1c1b8e-2d55-4d0e-9a51-6d1b0f3e9c2a';
const demoUuid = (name: string) => uuidv5(name, DEMO_NAMESPACE);

/** What `publishDemoComic` made (or found). */
export interface DemoComic {
  creatorEmail: string;
  seriesUuid: string;
  creatorUuid: string;
  episodes: { uuid: string; name: string; status: string }[];
}

const CREDIT = 'Pepper&Carrot by David Revoy – www.peppercarrot.com – CC BY 4.0.';

/**
 * Publishes the demo comic through the services a creator uses (issue 5 "Demo"): a creator account,
 * the Pepper&Carrot series and creator profile with images cut from the shared originals to the
 * slots' sizes (uploaded through upload links, processed by the worker), two episodes published now,
 * one draft and one scheduled at the next half-hour slot. Idempotent: a second run finds the series
 * and changes nothing. `imagesDir` holds the shared Pepper&Carrot images (CC BY 4.0, credited in
 * the series description).
 */
export async function publishDemoComic(app: INestApplicationContext, imagesDir: string, creatorEmail = 'demo-creator@inkcast.dev'): Promise<DemoComic> {
  const db = app.get<DataSource>(getDataSourceToken());
  const [{ id }]: { id: number }[] = await db.query(
    `INSERT INTO users (email, name, is_creator, email_verified_at) VALUES ($1, 'David Revoy (demo)', true, now())
     ON CONFLICT (email) DO UPDATE SET is_creator = true RETURNING id`,
    [creatorEmail],
  );
  const user = (await db.getRepository(User).findOneBy({ id }))!;
  const seriesUuid = demoUuid('series:pepper-and-carrot');
  const creatorUuid = demoUuid('creator:david-revoy');
  const episodes = [
    { uuid: demoUuid('issue:ep01'), name: 'Episode 1: The Potion of Flight', pages: [1, 2, 3].map((n) => `ep01-potion-of-flight_en_page${n}.jpg`), when: 'now' },
    { uuid: demoUuid('issue:ep04'), name: 'Episode 4: Stroke of Genius', pages: [1, 2, 3].map((n) => `ep04-stroke-of-genius_en_page${n}.jpg`), when: 'now' },
    { uuid: demoUuid('issue:ep06'), name: 'Episode 6: The Potion Contest', pages: ['ep06-potion-contest_page_gfx-only_hires.jpg'], when: 'schedule' },
    { uuid: demoUuid('issue:sketches'), name: 'Sketchbook (draft)', pages: ['artwork_2015-02-17_shichimi-concept.jpg'], when: 'draft' },
  ] as const;
  const series = app.get(SeriesService);
  if (!(await series.get(user.id, seriesUuid))) {
    const images = app.get(ImagesService);
    const upload = async (dir: string, slot: ImageSlot, bytes: Buffer[]) => {
      const links = await images.uploadLinks(user.id, slot, bytes.map(() => dir), bytes.map(() => 'image/jpeg'));
      const urls = links.map((link) => link.split('?')[0]);
      // The bytes go where the link's PUT would put them.
      await Promise.all(urls.map((url, i) => images.storage.write(images.storage.keyOf(url)!, bytes[i], 'image/jpeg')));
      return urls;
    };
    const cut = async (file: string, width: number, height: number) => sharp(join(imagesDir, file)).resize({ width, height, fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();
    await series.add(user, seriesUuid, {
      name: 'Pepper&Carrot',
      description: `A young witch and her cat learn magic in the world of Hereva. ${CREDIT}`,
      genre1: 'COMICSERIES_FANTASY',
      genre2: 'COMICSERIES_COMEDY',
      language: 'ENGLISH',
      rating: 'COMICSERIES_KIDS',
      seriesStatus: 'ONGOING',
      seriesType: 'WEBTOON',
      seriesLayout: 'VERTICAL_SCROLL_TOP_TO_BOTTOM',
      tags: ['witch', 'cat', 'magic'],
      coverImageUrl: (await upload(seriesUuid, 'cover', [await cut('artwork_book1-back-cover.jpg', 1920, 2880)]))[0],
      bannerImageUrl: (await upload(seriesUuid, 'banner', [await cut('artwork_2015-05-27_user-manual.jpg', 1080, 642)]))[0],
      thumbnailImageUrl: (await upload(seriesUuid, 'thumbnail', [await cut('logo_square.jpg', 600, 600)]))[0],
    });
    await series.setStatus(user, seriesUuid, 'PUBLISHED');
    const creators = app.get(CreatorsService);
    if (!(await creators.get(user.id, creatorUuid))) {
      await creators.add(user, creatorUuid, {
        name: 'David Revoy',
        bio: 'French artist, author of the webcomic Pepper&Carrot, published under a free licence (demo profile).',
        country: 'FRANCE',
        tags: ['art', 'webcomic'],
        links: ['WEBSITE:https://www.peppercarrot.com', 'MASTODON:davidrevoy@framapiaf.org'],
        avatarImageUrl: (await upload(creatorUuid, 'avatar', [await cut('artwork_2015-09-15_witches-of-chaosah.jpg', 1200, 1200)]))[0],
      });
      await creators.setStatus(user, creatorUuid, 'PUBLISHED');
    }
    await db.query(
      `INSERT INTO creator_content (creator_uuid, content_uuid, content_type, roles, is_approved) VALUES ($1, $2, 'COMICSERIES', $3, true) ON CONFLICT DO NOTHING`,
      [creatorUuid, seriesUuid, ['COMICSERIES_ARTIST', 'COMICSERIES_WRITER']],
    );
    const issues = app.get(IssuesService);
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const episode of episodes) {
      const pages = await Promise.all(episode.pages.map((file) => readFile(join(imagesDir, file))));
      const publishAt = episode.when === 'now' ? nowSeconds : episode.when === 'schedule' ? Math.ceil((nowSeconds + 60) / 1800) * 1800 : null;
      await issues.add(user, episode.uuid, seriesUuid, {
        name: episode.name,
        description: episode.when === 'draft' ? null : `From peppercarrot.com. ${CREDIT}`,
        imageUrls: await upload(`${seriesUuid}/${episode.uuid}`, 'story', pages),
        publishAt,
      });
    }
  }
  const rows: { uuid: string; name: string; status: string }[] = await db.query(`SELECT uuid, name, status FROM comic_issue WHERE series_uuid = $1 ORDER BY created_at`, [seriesUuid]);
  return { creatorEmail, seriesUuid, creatorUuid, episodes: rows };
}

import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { config } from '../common/config';
import { EventsService } from '../common/events';
import { ImagesResolver } from './images.resolver';
import { ImagesService, STORAGE, signingSecret } from './images.service';
import { ImageStorage, LocalStorage, S3Storage } from './storage';

/** The configured storage (STORAGE setting): local disk under DATA_DIR, or S3-compatible. */
function createStorage(db: DataSource): ImageStorage {
  const cfg = config();
  return cfg.STORAGE === 's3' ? new S3Storage(cfg) : new LocalStorage(cfg.DATA_DIR, cfg.PUBLIC_URL!, () => signingSecret(db));
}

/** Image storage, upload links, submission and processing (issue 4); used by the items that own images. */
@Module({
  providers: [ImagesService, EventsService, { provide: STORAGE, useFactory: createStorage, inject: [getDataSourceToken()] }],
  exports: [ImagesService, EventsService],
})
export class ImagesModule {}

/** Upload links on the dashboard API (/internal/graphql). */
@Module({ imports: [ImagesModule], providers: [ImagesResolver] })
export class ImagesDashboardModule {}

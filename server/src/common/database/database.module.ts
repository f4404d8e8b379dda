import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source';

/** The Postgres connection (TypeORM), shared by every feature module. */
@Module({ imports: [TypeOrmModule.forRootAsync({ useFactory: dataSourceOptions })] })
export class DatabaseModule {}

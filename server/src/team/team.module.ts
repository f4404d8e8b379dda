import { Module } from '@nestjs/common';
import { PermissionsService } from './permissions.service';

/** Per-item permissions of owner and team (spec 001 §6), used by every comics feature. */
@Module({ providers: [PermissionsService], exports: [PermissionsService] })
export class TeamModule {}

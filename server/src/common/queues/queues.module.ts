import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { QUEUES, QueueName, bullConnection, queueOptions } from './queues';

const names = Object.keys(QUEUES) as QueueName[];

/** BullMQ on Redis with every queue of QUEUES registered, for producers (api) and workers alike. */
@Global()
@Module({
  imports: [BullModule.forRoot(bullConnection()), BullModule.registerQueue(...names.map(queueOptions))],
  exports: [BullModule],
})
export class QueuesModule {}

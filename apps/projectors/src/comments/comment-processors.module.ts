import { Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { insightCommentsProjection } from './insight-comments.projection';
import { insightNotificationsProjection } from './insight-notifications.projection';
import { notificationReadsProjection } from './notification-reads.projection';

/** The comments context in the projectors: insights' discussions, followers' and mentioned members' notifications, and what each has read. */
@Module({ imports: [ProcessorRegistryModule] })
export class CommentProcessorsModule {
  constructor(registry: ProcessorRegistry) {
    // New read models catch up from position 0, each with a checkpoint of its own.
    registry.addProjections([insightCommentsProjection, insightNotificationsProjection, notificationReadsProjection]);
  }
}

import { insightPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { insightChangelogEntriesProjection } from './changelog/insight-changelog-entries.projection';
import { insightChangelogProjection } from './changelog/insight-changelog.projection';
import { insightsProjection } from './insights/insights.projection';
import { insightNotesProjection } from './notes/insight-notes.projection';

/** The insights context in the projectors: the recommendations and changelog read models, and what it publishes to analysts. */
@Module({ imports: [ProcessorRegistryModule] })
export class InsightProcessorsModule {
  constructor(registry: ProcessorRegistry, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    // New read models catch up from position 0, each with a checkpoint of its own.
    registry.addProjections([insightsProjection, insightChangelogProjection, insightChangelogEntriesProjection, insightNotesProjection]);
    infrastructure.integrationEvents.register(insightPublication);
  }
}

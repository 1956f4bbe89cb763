import { insightPublication } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { Inject, Module } from '@nestjs/common';
import { SnippetArtefacts } from '../documents/get-document-snippets/snippet-artefacts';
import { ProjectQueriesModule } from '../projects/project-queries.module';
import { GetInsightSnippetsController } from './get-insight-snippets/get-insight-snippets.controller';
import { GetInsightSnippetsHandler } from './get-insight-snippets/get-insight-snippets.handler';
import { InsightMembers } from './get-insight-snippets/insight-members';
import { GetRecommendationCountController } from './get-recommendation-count/get-recommendation-count.controller';
import { GetRecommendationCountHandler } from './get-recommendation-count/get-recommendation-count.handler';
import { GetChangelogController } from './get-changelog/get-changelog.controller';
import { GetChangelogHandler } from './get-changelog/get-changelog.handler';
import { Changelogs } from './get-changelog/changelogs';
import { GetChangelogCsvHandler } from './get-changelog/get-changelog-csv.handler';
import { GetFollowedInsightsController } from './get-followed-insights/get-followed-insights.controller';
import { GetFollowedInsightsHandler } from './get-followed-insights/get-followed-insights.handler';
import { GetInsightAsOfHandler } from './get-insight-as-of/get-insight-as-of.handler';
import { GetInsightEventsController } from './get-insight-events/get-insight-events.controller';
import { GetInsightEventsHandler } from './get-insight-events/get-insight-events.handler';
import { GetInsightCollaboratorsController } from './get-insight-collaborators/get-insight-collaborators.controller';
import { GetInsightCollaboratorsHandler } from './get-insight-collaborators/get-insight-collaborators.handler';
import { GetRecommendationArrController } from './get-recommendation-arr/get-recommendation-arr.controller';
import { GetRecommendationArrHandler } from './get-recommendation-arr/get-recommendation-arr.handler';
import { GetRecommendationImpactController } from './get-recommendation-impact/get-recommendation-impact.controller';
import { GetRecommendationImpactHandler } from './get-recommendation-impact/get-recommendation-impact.handler';
import { GetRecommendationKeywordsController } from './get-recommendation-keywords/get-recommendation-keywords.controller';
import { GetRecommendationKeywordsHandler } from './get-recommendation-keywords/get-recommendation-keywords.handler';
import { GetRecommendationsController } from './get-recommendations/get-recommendations.controller';
import { GetRecommendationsHandler } from './get-recommendations/get-recommendations.handler';
import { GetSurveyBreakdownController } from './get-survey-breakdown/get-survey-breakdown.controller';
import { GetSurveyBreakdownHandler } from './get-survey-breakdown/get-survey-breakdown.handler';
import { GetInsightNoteController, GetInsightNoteHandler } from './get-note/get-note';
import { Insights } from './insights';

/**
 * The insights context's queries (SPEC.md's recommendations, their snippets, keywords, impact
 * scores and survey breakdowns), and how its events reach analysts through the feed. A project's
 * recommendations answer only for a project the caller may see (ProjectQueriesModule's Products).
 */
@Module({
  imports: [ProjectQueriesModule],
  controllers: [
    GetInsightNoteController,
    GetRecommendationsController,
    GetRecommendationCountController,
    GetRecommendationKeywordsController,
    GetRecommendationImpactController,
    GetRecommendationArrController,
    GetChangelogController,
    GetFollowedInsightsController,
    GetInsightEventsController,
    GetInsightCollaboratorsController,
    GetInsightSnippetsController,
    GetSurveyBreakdownController,
  ],
  providers: [
    Insights,
    InsightMembers,
    // Its own cache of documents' snippets (the Data Library's module keeps its own).
    SnippetArtefacts,
    GetRecommendationsHandler,
    GetRecommendationCountHandler,
    GetRecommendationKeywordsHandler,
    GetRecommendationImpactHandler,
    GetRecommendationArrHandler,
    GetChangelogHandler,
    Changelogs,
    GetChangelogCsvHandler,
    GetFollowedInsightsHandler,
    GetInsightAsOfHandler,
    GetInsightEventsHandler,
    GetInsightCollaboratorsHandler,
    GetInsightSnippetsHandler,
    GetInsightNoteHandler,
    GetSurveyBreakdownHandler,
  ],
})
export class InsightQueriesModule {
  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    infrastructure.integrationEvents.register(insightPublication);
  }
}

import type { InsightCommentEvent } from '../comments/comment.events';
import type { DocumentEvent } from '../documents/document.events';
import type { UserEvent } from '../identity/user.events';
import type { InsightEvent } from '../insights/insight.events';
import type { CollectionEvent } from '../collections/collection.events';
import type { OrganisationEvent } from '../organisation/organisation.events';
import type { ProjectEvent } from '../projects/project.events';

/** The domain events a context may publish to analysts (the others never leave the product). */
export type PublishableEvent =
  UserEvent | OrganisationEvent | DocumentEvent | ProjectEvent | InsightEvent | InsightCommentEvent | CollectionEvent;
type PublishableType = PublishableEvent['type'];
type DataOf<Type extends PublishableType> = Extract<PublishableEvent, { type: Type }>['data'];

/**
 * How one domain event type becomes an integration event: the versioned name it is published
 * under (the Kafka topic) and the fields of its data that analysts receive. Fields are listed,
 * never filtered out, so a field added to a domain event later stays inside the product until
 * someone decides it is public and gives it a place here (and in docs/asyncapi.yaml).
 */
export interface IntegrationMapping {
  /** `<context>.<event-in-kebab-case>.v<n>`; a breaking change to the fields takes a new `v<n>`. */
  readonly topic: string;
  readonly fields: readonly string[];
}

function publish<Type extends PublishableType>(topic: string, fields: ReadonlyArray<keyof DataOf<Type> & string>): IntegrationMapping {
  return { topic, fields };
}

/**
 * The whole published contract, one entry per domain event type: a type without an entry is
 * never published (personal notes, sessions, tokens, claims, jobs, mail records and any type
 * added later until it is given one). Private data stays out: email addresses and people's names
 * are left out (user ids identify people; the v1 identity and invitation topics that carried them
 * are retired), and so are password and token hashes.
 */
export const integrationEventMappings: { readonly [Type in PublishableType]?: IntegrationMapping } = {
  UserRegistered: publish<'UserRegistered'>('identity.user-registered.v2', ['userId', 'role', 'isGoogleUser', 'registeredAt']),
  EmailVerified: publish<'EmailVerified'>('identity.email-verified.v1', ['verifiedAt']),
  UserJoinedOrganisation: publish<'UserJoinedOrganisation'>('identity.user-joined-organisation.v1', [
    'organisationId',
    'memberRole',
    'via',
    'joinedAt',
  ]),
  UserProfileUpdated: publish<'UserProfileUpdated'>('identity.user-profile-updated.v2', ['role', 'language']),
  GoogleProfileCompleted: publish<'GoogleProfileCompleted'>('identity.google-profile-completed.v1', ['role']),

  OrganisationCreated: publish<'OrganisationCreated'>('organisations.organisation-created.v1', [
    'organisationId',
    'name',
    'namespace',
    'acceptAllUsers',
    'createdBy',
    'createdAt',
  ]),
  EmailDomainsSet: publish<'EmailDomainsSet'>('organisations.email-domains-set.v1', ['domains', 'added', 'removed', 'setBy']),
  InvitationSent: publish<'InvitationSent'>('organisations.invitation-sent.v2', ['invitationId', 'invitedBy', 'expiresAt', 'sentAt']),

  DocumentUploaded: publish<'DocumentUploaded'>('documents.document-uploaded.v1', [
    'documentId',
    'organisationId',
    'uploadedBy',
    'fileName',
    'format',
    'kind',
    'fileId',
    'sha256',
    'size',
    'quickUpload',
    'uploadedAt',
  ]),
  DocumentIngested: publish<'DocumentIngested'>('documents.document-ingested.v1', [
    'documentId',
    'snippetsArtefact',
    'snippets',
    'pages',
    'speakers',
    'respondents',
    'structure',
    'surveyColumns',
    'sales',
    'notes',
    'ingestedAt',
  ]),
  DocumentRejected: publish<'DocumentRejected'>('documents.document-rejected.v1', ['documentId', 'code', 'message', 'rejectedAt']),
  SurveyColumnsUpdated: publish<'SurveyColumnsUpdated'>('documents.survey-columns-updated.v1', [
    'documentId',
    'columns',
    'updatedBy',
    'updatedAt',
  ]),
  DocumentAddedToProduct: publish<'DocumentAddedToProduct'>('documents.document-added-to-product.v1', [
    'documentId',
    'productId',
    'addedBy',
    'addedAt',
  ]),
  DocumentDeleted: publish<'DocumentDeleted'>('documents.document-deleted.v1', ['documentId', 'deletedBy', 'deletedAt']),

  ProjectCreated: publish<'ProjectCreated'>('projects.project-created.v1', [
    'productId',
    'organisationId',
    'type',
    'fields',
    'nameGenerated',
    'descriptionGenerated',
    'dataTypes',
    'firstVersion',
    'createdBy',
    'createdAt',
  ]),
  ProjectSourcesAdded: publish<'ProjectSourcesAdded'>('projects.project-sources-added.v1', ['productId', 'sources', 'addedBy', 'addedAt']),
  ProjectUpdated: publish<'ProjectUpdated'>('projects.project-updated.v1', ['productId', 'changes', 'updatedBy', 'updatedAt']),
  ProjectDescribed: publish<'ProjectDescribed'>('projects.project-described.v1', [
    'productId',
    'name',
    'description',
    'jobId',
    'describedAt',
  ]),
  ProjectArchived: publish<'ProjectArchived'>('projects.project-archived.v1', ['productId', 'archivedBy', 'archivedAt']),
  ProjectUnarchived: publish<'ProjectUnarchived'>('projects.project-unarchived.v1', ['productId', 'unarchivedBy', 'unarchivedAt']),
  ProjectVersionCreated: publish<'ProjectVersionCreated'>('projects.project-version-created.v1', [
    'productId',
    'version',
    'refinementPrompt',
    'useSalesData',
    'keywords',
    'salesCallsStartDate',
    'salesCallsEndDate',
    'createdBy',
    'createdAt',
  ]),
  AnalysisRequested: publish<'AnalysisRequested'>('projects.analysis-requested.v1', [
    'productId',
    'jobId',
    'version',
    'requestedBy',
    'requestedAt',
  ]),
  AnalysisRecorded: publish<'AnalysisRecorded'>('projects.analysis-recorded.v1', [
    'productId',
    'jobId',
    'version',
    'snippets',
    'created',
    'continued',
    'staled',
    'recordedAt',
  ]),
  AnalysisFailed: publish<'AnalysisFailed'>('projects.analysis-failed.v1', [
    'productId',
    'jobId',
    'version',
    'code',
    'message',
    'failedAt',
  ]),

  InsightCreated: publish<'InsightCreated'>('insights.insight-created.v1', [
    'insightId',
    'organisationId',
    'productId',
    'jobId',
    'version',
    'title',
    'summary',
    'keyPhrases',
    'quotes',
    'membersArtefact',
    'snippetCount',
    'sentiment',
    'impact',
    'priority',
    'surveyColumnName',
    'surveyBreakdowns',
    'sourceBreakdown',
    'revenue',
    'mentionsByDay',
    'measuredAt',
    'halfLifeDays',
    'createdAt',
  ]),
  InsightRevised: publish<'InsightRevised'>('insights.insight-revised.v1', [
    'insightId',
    'jobId',
    'version',
    'title',
    'summary',
    'keyPhrases',
    'quotes',
    'membersArtefact',
    'snippetCount',
    'sentiment',
    'impact',
    'priority',
    'surveyColumnName',
    'surveyBreakdowns',
    'sourceBreakdown',
    'revenue',
    'mentionsByDay',
    'measuredAt',
    'halfLifeDays',
    'newEvidence',
    'revisedAt',
  ]),
  InsightMarkedStale: publish<'InsightMarkedStale'>('insights.insight-marked-stale.v1', ['insightId', 'jobId', 'version', 'markedAt']),
  InsightImpactScoreSet: publish<'InsightImpactScoreSet'>('insights.insight-impact-score-set.v1', ['insightId', 'score', 'setBy', 'setAt']),
  InsightSaved: publish<'InsightSaved'>('insights.insight-saved.v1', ['insightId', 'userId', 'savedAt']),
  InsightUnsaved: publish<'InsightUnsaved'>('insights.insight-unsaved.v1', ['insightId', 'userId', 'unsavedAt']),
  InsightFollowed: publish<'InsightFollowed'>('insights.insight-followed.v1', ['insightId', 'userId', 'followedAt']),
  InsightUnfollowed: publish<'InsightUnfollowed'>('insights.insight-unfollowed.v1', ['insightId', 'userId', 'unfollowedAt']),
  InsightDismissed: publish<'InsightDismissed'>('insights.insight-dismissed.v1', [
    'insightId',
    'reason',
    'searchQuery',
    'dismissedBy',
    'dismissedAt',
  ]),
  InsightResurfaced: publish<'InsightResurfaced'>('insights.insight-resurfaced.v1', [
    'insightId',
    'dismissedAt',
    'dismissedReason',
    'newMentions',
    'jobId',
    'resurfacedAt',
  ]),
  InsightDeleted: publish<'InsightDeleted'>('insights.insight-deleted.v1', ['insightId', 'deletedBy', 'deletedAt']),
  InsightSnippetRemoved: publish<'InsightSnippetRemoved'>('insights.insight-snippet-removed.v1', [
    'insightId',
    'snippetId',
    'documentId',
    'reason',
    'removedBy',
    'removedAt',
    'content',
  ]),
  InsightTeamPrioritySet: publish<'InsightTeamPrioritySet'>('insights.insight-team-priority-set.v1', [
    'insightId',
    'priority',
    'previous',
    'setBy',
    'setAt',
  ]),

  // A comment's text stays in the product: it can be deleted there, and a published copy could not
  // be called back. Who commented, in which chain, and whom they mentioned are published.
  InsightCommentPosted: publish<'InsightCommentPosted'>('insights.insight-comment-posted.v1', [
    'commentId',
    'insightId',
    'productId',
    'chainId',
    'start',
    'authorId',
    'mentions',
    'postedAt',
  ]),
  InsightCommentDeleted: publish<'InsightCommentDeleted'>('insights.insight-comment-deleted.v1', [
    'commentId',
    'insightId',
    'chainId',
    'deletedBy',
    'deletedAt',
    'chainEmptied',
  ]),

  // Collections carry names and insight ids only; every field is the team's, none private.
  CollectionCreated: publish<'CollectionCreated'>('collections.collection-created.v1', [
    'collectionId',
    'organisationId',
    'name',
    'createdBy',
    'createdAt',
  ]),
  CollectionRenamed: publish<'CollectionRenamed'>('collections.collection-renamed.v1', [
    'collectionId',
    'name',
    'previousName',
    'renamedBy',
    'renamedAt',
  ]),
  CollectionDeleted: publish<'CollectionDeleted'>('collections.collection-deleted.v1', ['collectionId', 'deletedBy', 'deletedAt']),
  InsightAddedToCollection: publish<'InsightAddedToCollection'>('collections.insight-added-to-collection.v1', [
    'collectionId',
    'insightId',
    'addedBy',
    'addedAt',
  ]),
  InsightRemovedFromCollection: publish<'InsightRemovedFromCollection'>('collections.insight-removed-from-collection.v1', [
    'collectionId',
    'insightId',
    'removedBy',
    'removedAt',
  ]),
};

/** A domain event's public shape: its name and listed fields, or null when it is not published. */
export function toPublicEvent(type: string, data: unknown): { topic: string; payload: Record<string, unknown> } | null {
  const mapping = (integrationEventMappings as Record<string, IntegrationMapping | undefined>)[type];
  if (!mapping) return null;
  const source = (data ?? {}) as Record<string, unknown>;
  const payload: Record<string, unknown> = {};
  for (const field of mapping.fields) if (field in source) payload[field] = source[field];
  // An event whose every public field was left out says nothing (a profile change of names only).
  if (Object.keys(payload).length === 0) return null;
  return { topic: mapping.topic, payload };
}

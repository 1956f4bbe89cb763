import type { ChangelogAction } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import type { ChangelogActor, ChangelogEntry, ChangelogPage } from './get-changelog.handler';

/** Every action a changelog entry may name (one OpenAPI enum, shared by each answer that names one). */
export const CHANGELOG_ACTIONS: ChangelogAction[] = [
  'created',
  'revised',
  'stale',
  'impact_changed',
  'saved',
  'unsaved',
  'followed',
  'unfollowed',
  'dismissed',
  'resurfaced',
  'deleted',
  'snippet_removed',
  'team_priority_changed',
  'commented',
];

export class ChangelogActorResponse implements ChangelogActor {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ description: "'' once the account no longer exists" }) name!: string;
}

/** One change of an insight; `implements` keeps it in step with the handler. */
export class ChangelogEntryResponse implements ChangelogEntry {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty({ description: 'its title as its latest analysis gave it' }) recommendation_title!: string;
  @ApiProperty({ enum: CHANGELOG_ACTIONS, enumName: 'ChangelogAction' }) action!: ChangelogAction;
  @ApiProperty({ type: ChangelogActorResponse, nullable: true, description: 'null for what an analysis did' })
  actor!: ChangelogActorResponse | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: String, nullable: true, description: 'dismissed: its reason; resurfaced: the reason it had been dismissed for' })
  reason!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'impact_changed: the score shown before' }) from!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'impact_changed: the score set' }) to!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'revised and resurfaced: the mentions new since' }) new_mentions!:
    number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'created, revised, stale: the version its analysis used' })
  version!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'dismissed from a search: the search' }) search_query!: string | null;
}

export class ChangelogPageResponse implements ChangelogPage {
  @ApiProperty({ type: [ChangelogEntryResponse], description: 'newest first' }) entries!: ChangelogEntryResponse[];
  @ApiProperty({ description: 'whether a further page exists' }) has_next!: boolean;
}

import { WRITEUP_KINDS, WRITEUP_STAGES, WRITEUP_TRIGGERS } from '@app/domain';
import { ApiProperty } from '@nestjs/swagger';

export class WriteupCitationResponse {
  @ApiProperty() recommendation_id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null: the insight as a whole' }) snippet_id!: string | null;
}

export class WriteupBlockResponse {
  @ApiProperty() id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: [WriteupCitationResponse] }) citations!: WriteupCitationResponse[];
}

export class WriteupSectionResponse {
  @ApiProperty({ description: 'the section, one of its kind’s keys in order (docs/api.md)' }) key!: string;
  @ApiProperty({ type: [WriteupBlockResponse] }) blocks!: WriteupBlockResponse[];
}

export class WriteupSourceResponse {
  @ApiProperty({ description: 'the number the citations of this quote show, from 1 in order of first citation' }) number!: number;
  @ApiProperty() recommendation_id!: string;
  @ApiProperty({ type: String, nullable: true }) snippet_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) document_id!: string | null;
  @ApiProperty({ description: 'the insight’s title as it is now, or as it was when the document was generated if it is gone' })
  title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the quote; null for an insight as a whole or a quote no longer in it' })
  text!: string | null;
}

export class WriteupGenerationResponse {
  @ApiProperty() job_id!: string;
  @ApiProperty({ enum: WRITEUP_TRIGGERS }) trigger!: string;
  @ApiProperty({ enum: WRITEUP_STAGES.map((entry) => entry.stage), nullable: true, type: String }) stage!: string | null;
  @ApiProperty({ description: '0..1' }) progress!: number;
  @ApiProperty() requested_by!: string;
  @ApiProperty({ format: 'date-time' }) requested_at!: string;
  @ApiProperty({ type: String, nullable: true }) error_code!: string | null;
  @ApiProperty({ type: String, nullable: true }) error_message!: string | null;
}

export class WriteupChangeResponse {
  @ApiProperty() recommendation_id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: ['deleted', 'dismissed', 'stale', 'new_evidence', 'snippets_removed', 'revised'] }) change!: string;
}

export class WriteupVersionResponse {
  @ApiProperty() version!: number;
  @ApiProperty({ enum: ['generated', 'edited'] }) how!: string;
  @ApiProperty({ enum: WRITEUP_TRIGGERS, nullable: true, type: String }) trigger!: string | null;
  @ApiProperty({ type: String, nullable: true }) prompt!: string | null;
  @ApiProperty({ enum: ['offline', 'model'], nullable: true, type: String }) mode!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the person (user id); null for a generation nobody is named for' })
  by!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class BriefAnswersResponse {
  @ApiProperty() goal!: string;
  @ApiProperty() methodology!: string;
  @ApiProperty() timeline!: string;
  @ApiProperty() audience!: string;
}

/** A generated document as its page shows it. */
export class WriteupResponse {
  @ApiProperty() product_id!: string;
  @ApiProperty({ enum: WRITEUP_KINDS }) kind!: string;
  @ApiProperty({ enum: ['generating', 'ready', 'failed'] }) status!: string;
  @ApiProperty({ type: WriteupGenerationResponse, nullable: true }) generation!: WriteupGenerationResponse | null;
  @ApiProperty({ type: BriefAnswersResponse, nullable: true }) brief!: BriefAnswersResponse | null;
  @ApiProperty({ type: [String], nullable: true }) recommendation_ids!: string[] | null;
  @ApiProperty({ type: String, nullable: true }) prompt!: string | null;
  @ApiProperty({ description: '0 until the first version' }) version!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [WriteupSectionResponse] }) sections!: WriteupSectionResponse[];
  @ApiProperty({ type: [WriteupSourceResponse] }) sources!: WriteupSourceResponse[];
  @ApiProperty({ enum: ['offline', 'model'], nullable: true, type: String }) mode!: string | null;
  @ApiProperty({ type: [String], description: 'why the model’s wording was not (wholly) used' }) problems!: string[];
  @ApiProperty({ description: 'its evidence changed since it was generated: see changes and newer_analysis' }) stale!: boolean;
  @ApiProperty({ type: [WriteupChangeResponse] }) changes!: WriteupChangeResponse[];
  @ApiProperty({ type: Number, nullable: true }) newer_analysis!: number | null;
  @ApiProperty({ type: [WriteupVersionResponse] }) versions!: WriteupVersionResponse[];
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** SPEC.md's Brief (product_id, goal, methodology, timeline, audience, recommendation_ids) and the brief itself. */
export class BriefResponse extends WriteupResponse {
  @ApiProperty() goal!: string;
  @ApiProperty() methodology!: string;
  @ApiProperty() timeline!: string;
  @ApiProperty() audience!: string;
}

export class WriteupSummaryResponse {
  @ApiProperty({ enum: WRITEUP_KINDS }) kind!: string;
  @ApiProperty({ enum: ['none', 'generating', 'ready', 'failed'] }) status!: string;
  @ApiProperty() version!: number;
  @ApiProperty() title!: string;
  @ApiProperty() stale!: boolean;
  @ApiProperty({ type: WriteupGenerationResponse, nullable: true }) generation!: WriteupGenerationResponse | null;
}

export class WriteupListResponse {
  @ApiProperty({ type: [WriteupSummaryResponse], description: 'one per kind, in order' }) writeups!: WriteupSummaryResponse[];
}

/** One version of a document as it was written then, read back from its events. */
export class WriteupVersionContentResponse {
  @ApiProperty() product_id!: string;
  @ApiProperty({ enum: WRITEUP_KINDS }) kind!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ enum: ['generated', 'edited'] }) how!: string;
  @ApiProperty({ type: String, nullable: true, description: 'who edited it; null for a generation' }) by!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [WriteupSectionResponse] }) sections!: WriteupSectionResponse[];
}

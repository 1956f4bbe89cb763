import {
  BRIEF_FIELD_MAX_CHARS,
  WRITEUP_BLOCK_MAX_CHARS,
  WRITEUP_INSIGHTS_MAX,
  WRITEUP_PROMPT_MAX_CHARS,
  WRITEUP_TITLE_MAX_CHARS,
} from '@app/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, ValidateNested } from 'class-validator';

// The bounds below only keep huge bodies out: the domain trims and checks each length itself, with its own messages.
const PRODUCT_MESSAGE = 'product_id must be a project id.';
const INSIGHTS_MESSAGE = `recommendation_ids must be at most ${WRITEUP_INSIGHTS_MAX} insight ids.`;
const PROMPT_MESSAGE = `prompt must be text of at most ${WRITEUP_PROMPT_MAX_CHARS} characters.`;
const briefMessage = (field: string) => `${field} must be text of at most ${BRIEF_FIELD_MAX_CHARS} characters.`;

/** POST /api/brief/api: the research brief's answers (SPEC.md's Brief), then its generation. */
export class BriefDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: PRODUCT_MESSAGE })
  product_id!: string;

  @ApiProperty({ maxLength: BRIEF_FIELD_MAX_CHARS, description: 'what the research should find out' })
  @IsString({ message: briefMessage('goal') })
  @MaxLength(BRIEF_FIELD_MAX_CHARS * 2, { message: briefMessage('goal') })
  goal!: string;

  @ApiProperty({
    maxLength: BRIEF_FIELD_MAX_CHARS,
    description: "required; 'Not sure' is an answer (a method is then proposed from the data)",
  })
  @IsString({ message: briefMessage('methodology') })
  @MaxLength(BRIEF_FIELD_MAX_CHARS * 2, { message: briefMessage('methodology') })
  methodology!: string;

  @ApiProperty({ maxLength: BRIEF_FIELD_MAX_CHARS })
  @IsString({ message: briefMessage('timeline') })
  @MaxLength(BRIEF_FIELD_MAX_CHARS * 2, { message: briefMessage('timeline') })
  timeline!: string;

  @ApiProperty({ maxLength: BRIEF_FIELD_MAX_CHARS })
  @IsString({ message: briefMessage('audience') })
  @MaxLength(BRIEF_FIELD_MAX_CHARS * 2, { message: briefMessage('audience') })
  audience!: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: WRITEUP_INSIGHTS_MAX,
    description: "the insights it rests on; the project's top insights when left out",
  })
  @IsOptional()
  @IsArray({ message: INSIGHTS_MESSAGE })
  @ArrayMaxSize(WRITEUP_INSIGHTS_MAX, { message: INSIGHTS_MESSAGE })
  @IsUUID('all', { each: true, message: INSIGHTS_MESSAGE })
  recommendation_ids?: string[];
}

/** POST /api/brief/refine: generate the research brief again, with a refinement or to catch up with its evidence. */
export class RefineBriefDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: PRODUCT_MESSAGE })
  product_id!: string;

  @ApiPropertyOptional({
    maxLength: WRITEUP_PROMPT_MAX_CHARS,
    description: 'how it should change; left out, it is generated again from the same answers',
  })
  @IsOptional()
  @IsString({ message: PROMPT_MESSAGE })
  @MaxLength(WRITEUP_PROMPT_MAX_CHARS * 2, { message: PROMPT_MESSAGE })
  prompt?: string;
}

/** POST /api/products/{id}/writeups/{kind}: generate (first time), refine (with a prompt) or refresh a document. */
export class GenerateWriteupDto {
  @ApiPropertyOptional({
    maxLength: WRITEUP_PROMPT_MAX_CHARS,
    description: 'a refinement; left out, the document is generated (again) as it was asked for',
  })
  @IsOptional()
  @IsString({ message: PROMPT_MESSAGE })
  @MaxLength(WRITEUP_PROMPT_MAX_CHARS * 2, { message: PROMPT_MESSAGE })
  prompt?: string;

  @ApiPropertyOptional({ type: [String], maxItems: WRITEUP_INSIGHTS_MAX })
  @IsOptional()
  @IsArray({ message: INSIGHTS_MESSAGE })
  @ArrayMaxSize(WRITEUP_INSIGHTS_MAX, { message: INSIGHTS_MESSAGE })
  @IsUUID('all', { each: true, message: INSIGHTS_MESSAGE })
  recommendation_ids?: string[];
}

const CITATION_MESSAGE = 'citations must be {recommendation_id, snippet_id} pairs.';
const BLOCK_MESSAGE = `text must be at most ${WRITEUP_BLOCK_MAX_CHARS} characters.`;

export class WriteupCitationDto {
  @ApiProperty() @IsString({ message: CITATION_MESSAGE }) @MaxLength(100, { message: CITATION_MESSAGE }) recommendation_id!: string;
  @ApiProperty({ nullable: true, type: String })
  @IsOptional()
  @IsString({ message: CITATION_MESSAGE })
  @MaxLength(200, { message: CITATION_MESSAGE })
  snippet_id!: string | null;
}

export class WriteupBlockDto {
  @ApiProperty() @IsString({ message: 'id must be text.' }) @MaxLength(100, { message: 'id must be text.' }) id!: string;
  @ApiProperty({ maxLength: WRITEUP_BLOCK_MAX_CHARS })
  @IsString({ message: BLOCK_MESSAGE })
  @MaxLength(WRITEUP_BLOCK_MAX_CHARS * 2, { message: BLOCK_MESSAGE })
  text!: string;
  @ApiProperty({ type: [WriteupCitationDto] })
  @IsArray({ message: CITATION_MESSAGE })
  @ArrayMaxSize(100, { message: CITATION_MESSAGE })
  @ValidateNested({ each: true })
  @Type(() => WriteupCitationDto)
  citations!: WriteupCitationDto[];
}

export class WriteupSectionDto {
  @ApiProperty() @IsString({ message: 'key must be text.' }) @MaxLength(100, { message: 'key must be text.' }) key!: string;
  @ApiProperty({ type: [WriteupBlockDto] })
  @IsArray({ message: 'blocks must be a list.' })
  @ArrayMaxSize(200, { message: 'blocks must be a list.' })
  @ValidateNested({ each: true })
  @Type(() => WriteupBlockDto)
  blocks!: WriteupBlockDto[];
}

/** PUT /api/products/{id}/writeups/{kind}: a person's edit of the wording (same sections and paragraphs). */
export class EditWriteupDto {
  @ApiProperty({ maxLength: WRITEUP_TITLE_MAX_CHARS })
  @IsString({ message: `title must be text of at most ${WRITEUP_TITLE_MAX_CHARS} characters.` })
  @MaxLength(WRITEUP_TITLE_MAX_CHARS * 2, { message: `title must be text of at most ${WRITEUP_TITLE_MAX_CHARS} characters.` })
  title!: string;

  @ApiProperty({ type: [WriteupSectionDto] })
  @IsArray({ message: 'sections must be a list.' })
  @ArrayMaxSize(20, { message: 'sections must be a list.' })
  @ValidateNested({ each: true })
  @Type(() => WriteupSectionDto)
  sections!: WriteupSectionDto[];

  @ApiProperty({ description: 'the version edited; another version by now is 409 WRITEUP_CHANGED' })
  @IsInt({ message: 'version must be a whole number.' })
  @Min(1, { message: 'version must be a whole number.' })
  version!: number;
}

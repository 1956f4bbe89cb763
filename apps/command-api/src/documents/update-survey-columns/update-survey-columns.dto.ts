import { SURVEY_COLUMN_TYPES, type SurveyColumnType } from '@app/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';

export class SurveyColumnChangeDto {
  @ApiProperty({ description: 'the column as ingestion named it' })
  @IsString({ message: 'Each column needs its name.' })
  @MinLength(1, { message: 'Each column needs its name.' })
  @MaxLength(1000, { message: 'A column name is at most 1000 characters.' })
  name!: string;

  @ApiProperty({ enum: SURVEY_COLUMN_TYPES })
  @IsIn(SURVEY_COLUMN_TYPES, { message: 'A column type is one of likert, nps, text, numeric or None.' })
  type!: SurveyColumnType;

  @ApiProperty({ description: 'whether the column is analysed' })
  @IsBoolean({ message: 'include must be true or false.' })
  include!: boolean;

  @ApiProperty({ description: 'what the column asks, for the analysis and the team' })
  @IsString({ message: 'A column description must be text.' })
  @MaxLength(2000, { message: 'A column description is at most 2000 characters.' })
  description!: string;
}

export class UpdateSurveyColumnsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'document_id must be a document id.' })
  document_id!: string;

  @ApiProperty({ type: [SurveyColumnChangeDto] })
  @IsArray({ message: 'columns must be a list.' })
  @ArrayMinSize(1, { message: 'Give at least one column.' })
  @ArrayMaxSize(1000, { message: 'A survey has at most 1000 columns.' })
  @ValidateNested({ each: true })
  @Type(() => SurveyColumnChangeDto)
  columns!: SurveyColumnChangeDto[];
}

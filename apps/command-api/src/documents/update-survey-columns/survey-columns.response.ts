import { SURVEY_COLUMN_TYPES, type SurveyColumnType } from '@app/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class SurveyColumnSettingResponse {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: SURVEY_COLUMN_TYPES }) type!: SurveyColumnType;
  @ApiPropertyOptional({ description: 'why ingestion typed it so' }) evidence?: string;
  @ApiProperty() include!: boolean;
  @ApiProperty() description!: string;
}

export class SurveyColumnsResponse {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty({ type: [SurveyColumnSettingResponse], description: 'every column after the update, in file order' })
  columns!: SurveyColumnSettingResponse[];
}

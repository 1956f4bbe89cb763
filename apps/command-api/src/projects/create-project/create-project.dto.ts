import { PROJECT_DATA_TYPES, PROJECT_TYPES, type ProjectDataType, type ProjectType } from '@app/domain';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsString, IsUUID } from 'class-validator';
import { ProjectFieldsDto, VersionSettingsDto, WhenSent } from '../project-fields.dto';

export class CreateProjectDto extends IntersectionType(ProjectFieldsDto, VersionSettingsDto) {
  @ApiPropertyOptional({
    description: "the organisation's namespace, as the web app sends it; the organisation is always the caller's own",
  })
  @WhenSent()
  @IsString({ message: 'customer must be text.' })
  customer?: string;

  @ApiProperty({ enum: PROJECT_TYPES })
  @IsIn(PROJECT_TYPES, { message: 'type is one of insights, product_spec, value_prop or research_plan.' })
  type!: ProjectType;

  @ApiPropertyOptional({
    enum: PROJECT_DATA_TYPES,
    isArray: true,
    description: 'the data types ticked in the flow; when sent, at least one',
  })
  @WhenSent()
  @IsArray({ message: 'Please select at least one data type to generate insights.' })
  @IsIn(PROJECT_DATA_TYPES, { each: true, message: 'A data type is one of documents, transcripts, surveys or sales.' })
  data_types?: ProjectDataType[];

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Data Library documents and surveys' })
  @WhenSent()
  @IsArray({ message: 'document_ids must be a list of document ids.' })
  @ArrayMaxSize(1000, { message: 'A project takes at most 1000 documents at once.' })
  @IsUUID('all', { each: true, message: 'document_ids must be a list of document ids.' })
  document_ids?: string[];

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @WhenSent()
  @IsArray({ message: 'transcript_ids must be a list of transcript ids.' })
  @ArrayMaxSize(1000, { message: 'A project takes at most 1000 transcripts at once.' })
  @IsUUID('all', { each: true, message: 'transcript_ids must be a list of transcript ids.' })
  transcript_ids?: string[];
}

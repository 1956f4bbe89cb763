import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';

export class AddDocumentsToProjectDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'product_id must be a project id.' })
  product_id!: string;

  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray({ message: 'document_ids must be a list of document ids.' })
  @ArrayMinSize(1, {
    message: 'No files, transcripts, surveys, or sales data were added. Please add at least one data source to this project.',
  })
  @ArrayMaxSize(1000, { message: 'A project takes at most 1000 documents at once.' })
  @IsUUID('all', { each: true, message: 'document_ids must be a list of document ids.' })
  document_ids!: string[];
}

export class AddTranscriptsToProjectDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray({ message: 'transcript_ids must be a list of transcript ids.' })
  @ArrayMinSize(1, {
    message: 'No files, transcripts, surveys, or sales data were added. Please add at least one data source to this project.',
  })
  @ArrayMaxSize(1000, { message: 'A project takes at most 1000 transcripts at once.' })
  @IsUUID('all', { each: true, message: 'transcript_ids must be a list of transcript ids.' })
  transcript_ids!: string[];
}

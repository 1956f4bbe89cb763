import { DOCUMENT_KINDS, type DocumentKind } from '@app/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DOCUMENT_KIND_ENUM } from '../document-list-item.response';
import { PageQueryDto } from '../page-query.dto';

export class DocumentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'part of the file name, any case' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional(DOCUMENT_KIND_ENUM)
  @IsOptional()
  @IsIn(DOCUMENT_KINDS, { message: `kind must be one of ${DOCUMENT_KINDS.join(', ')}.` })
  kind?: DocumentKind;
}

import { PROJECT_TYPES, type ProjectType } from '@app/domain';
import type { ProductStatusView } from '@app/infrastructure/read-models';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../documents/page-query.dto';
import { PRODUCT_STATUS_ENUM, PRODUCT_TYPE_ENUM } from '../product.response';

export class ProductListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: 64, description: "the organisation's namespace; any other than the caller's is 404" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  customer?: string;

  @ApiPropertyOptional({ ...PRODUCT_STATUS_ENUM, description: 'without it, projects of both statuses' })
  @IsOptional()
  @IsIn(PRODUCT_STATUS_ENUM.enum, { message: `status must be one of ${PRODUCT_STATUS_ENUM.enum.join(', ')}.` })
  status?: ProductStatusView;

  @ApiPropertyOptional(PRODUCT_TYPE_ENUM)
  @IsOptional()
  @IsIn(PROJECT_TYPES, { message: `type must be one of ${PROJECT_TYPES.join(', ')}.` })
  type?: ProjectType;
}

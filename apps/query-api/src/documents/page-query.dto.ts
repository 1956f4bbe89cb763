import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Page } from './library';

export const MAX_PAGE_SIZE = 100;
/** Far past any real library; bounds the offset a request can make the store skip. */
const MAX_PAGE = 10_000;

export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1, maximum: MAX_PAGE, description: '1-based' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: `page must be between 1 and ${MAX_PAGE}.` })
  @Max(MAX_PAGE, { message: `page must be between 1 and ${MAX_PAGE}.` })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', default: 20, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page_size must be a whole number.' })
  @Min(1, { message: `page_size must be between 1 and ${MAX_PAGE_SIZE}.` })
  @Max(MAX_PAGE_SIZE, { message: `page_size must be between 1 and ${MAX_PAGE_SIZE}.` })
  page_size?: number;
}

export const pageOf = (query: PageQueryDto): Page => ({ page: query.page ?? 1, pageSize: query.page_size ?? 20 });

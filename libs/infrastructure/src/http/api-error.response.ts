import { ApiProperty } from '@nestjs/swagger';
import type { ApiErrorBody } from './api-error';

/** The documented body of every error answer; `implements` keeps it equal to what toApiError builds. */
export class ApiErrorResponse implements ApiErrorBody {
  @ApiProperty({ example: 404 }) statusCode!: number;
  @ApiProperty({ description: 'stable machine-readable code', example: 'NOT_FOUND' }) code!: string;
  @ApiProperty({ description: 'the person-readable message (same text as `message`)' }) error!: string;
  @ApiProperty() message!: string;
}

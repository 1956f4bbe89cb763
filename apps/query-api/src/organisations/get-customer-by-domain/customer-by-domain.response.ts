import { ApiProperty } from '@nestjs/swagger';
import type { CustomerByDomain } from './get-customer-by-domain.handler';

/** The public face of the organisation using the caller's email domain; `implements` keeps it in step with the handler. */
export class CustomerByDomainResponse implements CustomerByDomain {
  @ApiProperty() name!: string;
  @ApiProperty() namespace!: string;
  @ApiProperty() acceptAllUsers!: boolean;
}

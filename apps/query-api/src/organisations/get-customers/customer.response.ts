import type { CustomerView } from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';

/** An organisation as its members see it (GET /api/customers/api); `implements` keeps it in step with the read model. */
export class CustomerResponse implements CustomerView {
  @ApiProperty() customer_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'the URL of the organisation' }) namespace!: string;
  @ApiProperty() acceptAllUsers!: boolean;
  @ApiProperty({ type: [String] }) email_domains!: string[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ description: 'user_id of the creator' }) created_by!: string;
  @ApiProperty({ description: 'how many people belong to it' }) members!: number;
}

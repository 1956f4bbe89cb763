import type { IntegrationEvent } from '@app/infrastructure/integration';
import { ApiProperty } from '@nestjs/swagger';
import type { IntegrationEventsPage } from './get-integration-events.handler';

/** One integration event, the same shape Kafka carries (docs/asyncapi.yaml). */
export class IntegrationEventResponse implements IntegrationEvent {
  @ApiProperty({ example: 'identity.user-registered.v1' }) topic!: string;
  @ApiProperty({ description: 'the aggregate id' }) key!: string;
  @ApiProperty({ description: 'drop duplicates by this id' }) eventId!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ type: String, nullable: true }) organisationId!: string | null;
  @ApiProperty() position!: number;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) payload!: Record<string, unknown>;
}

/** A page of the feed; `implements` keeps it in step with the handler. */
export class IntegrationEventsPageResponse implements IntegrationEventsPage {
  @ApiProperty({ type: [IntegrationEventResponse] }) events!: IntegrationEventResponse[];
  @ApiProperty({ description: 'pass as `after` to resume; equal to `after` when nothing newer exists yet' }) next!: number;
}

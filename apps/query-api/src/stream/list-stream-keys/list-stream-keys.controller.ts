import { DomainError } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { AccessTokenGuard, type Authenticated, CurrentUser, INFRASTRUCTURE, ReadsFrom } from '@app/infrastructure/http';
import type { StreamKeyView } from '@app/infrastructure/read-models';
import type { ReadDocument } from '@app/infrastructure/read-store';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Members } from '../../shared/members';

/** A key as its Admins see it: never its secret, nor its hash. */
export class StreamKeyResponse {
  @ApiProperty({ format: 'uuid' }) key_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'the first characters of the secret' }) prefix!: string;
  @ApiProperty({ format: 'uuid' }) created_by!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
}

export class StreamKeysResponse {
  @ApiProperty({ type: [StreamKeyResponse], description: 'newest first; revoked keys too, marked by revoked_at' })
  keys!: StreamKeyResponse[];
}

const KEYS_SHOWN = 100;

@ApiTags('stream')
@ApiBearerAuth()
@Controller('stream/keys')
export class ListStreamKeysController {
  constructor(
    private readonly members: Members,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  @Get()
  @ReadsFrom('users', 'stream_keys')
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "The organisation's keys for the analyst stream (Admin)" })
  @ApiOkResponse({ type: StreamKeysResponse })
  async list(@CurrentUser() auth: Authenticated): Promise<StreamKeysResponse> {
    const user = await this.members.user(auth.userId);
    if (!user.customer_id) throw new DomainError('NOT_FOUND', 'not_found', 'Not found.');
    if (user.member_role !== 'Admin') throw new DomainError('ADMIN_ONLY', 'forbidden', 'Only an organisation admin can do this.');
    const keys = await this.infrastructure.readStore.find<StreamKeyView & ReadDocument>(
      'stream_keys',
      { organisation_id: user.customer_id },
      { sortBy: 'created_at', descending: true, limit: KEYS_SHOWN },
    );
    return {
      keys: keys.map((key) => ({
        key_id: key.key_id,
        name: key.name,
        prefix: key.prefix,
        created_by: key.created_by,
        created_at: key.created_at,
        revoked_at: key.revoked_at,
      })),
    };
  }
}

import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { CreateStreamKeyController, CreateStreamKeyHandler } from './create-stream-key';
import { RevokeStreamKeyController, RevokeStreamKeyHandler } from './revoke-stream-key';

/** Keys of the analyst stream: created and revoked by an organisation's Admins. */
@Module({
  imports: [CommandsSharedModule],
  controllers: [CreateStreamKeyController, RevokeStreamKeyController],
  providers: [CreateStreamKeyHandler, RevokeStreamKeyHandler],
})
export class StreamKeyCommandsModule {}

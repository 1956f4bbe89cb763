import { identityPublication } from '@app/domain';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { Infrastructure } from '@app/infrastructure';
import { mailReactor } from '@app/infrastructure/mail';
import { Inject, Logger, Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { identityMails } from './mail/identity-mails';
import { usersProjection } from './users/users.projection';

/** The identity context in the projectors: the users read model, its mails, and what it publishes to analysts. */
@Module({ imports: [ProcessorRegistryModule] })
export class IdentityProcessorsModule {
  constructor(registry: ProcessorRegistry, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    const { eventStore, mailer, linkSecrets, config, integrationEvents } = infrastructure;
    const logger = new Logger('IdentityMail');
    const log = (line: string) => logger.warn(line);
    registry.addProjections([usersProjection], { heldSharedCheckpoint: true });
    registry.addReactors([
      mailReactor(identityMails({ eventStore, linkSecrets, publicUrl: config.publicUrl, log }), {
        eventStore,
        mailer,
        publicUrl: config.publicUrl,
        log,
      }),
    ]);
    integrationEvents.register(identityPublication);
  }
}

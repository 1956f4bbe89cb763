import { organisationPublication } from '@app/domain';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { Infrastructure } from '@app/infrastructure';
import { mailReactor } from '@app/infrastructure/mail';
import { Inject, Logger, Module } from '@nestjs/common';
import { ProcessorRegistry, ProcessorRegistryModule } from '../runtime/processor-registry';
import { customersProjection } from './customers/customers.projection';
import { invitationMails } from './mail/invitation-mails';

/** The organisations context in the projectors: the customers read model, invitation mails, and what it publishes to analysts. */
@Module({ imports: [ProcessorRegistryModule] })
export class OrganisationProcessorsModule {
  constructor(registry: ProcessorRegistry, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    const { eventStore, mailer, config, integrationEvents } = infrastructure;
    const logger = new Logger('InvitationMail');
    const log = (line: string) => logger.warn(line);
    registry.addProjections([customersProjection], { heldSharedCheckpoint: true });
    registry.addReactors([
      mailReactor(invitationMails({ eventStore, publicUrl: config.publicUrl, log }), {
        eventStore,
        mailer,
        publicUrl: config.publicUrl,
        log,
      }),
    ]);
    integrationEvents.register(organisationPublication);
  }
}

import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { CreateOrganisationController } from './create-organisation/create-organisation.controller';
import { CreateOrganisationHandler } from './create-organisation/create-organisation.handler';
import { JoinByDomainController } from './join-by-domain/join-by-domain.controller';
import { JoinByDomainHandler } from './join-by-domain/join-by-domain.handler';
import { SendInvitationController } from './send-invitation/send-invitation.controller';
import { SendInvitationHandler } from './send-invitation/send-invitation.handler';
import { SetEmailDomainsController } from './set-email-domains/set-email-domains.controller';
import { SetEmailDomainsHandler } from './set-email-domains/set-email-domains.handler';

/** The organisations context's commands: creating one, email domains, joining by domain, invitations. */
@Module({
  imports: [CommandsSharedModule],
  controllers: [CreateOrganisationController, JoinByDomainController, SendInvitationController, SetEmailDomainsController],
  providers: [CreateOrganisationHandler, JoinByDomainHandler, SendInvitationHandler, SetEmailDomainsHandler],
})
export class OrganisationCommandsModule {}

import {
  claimDecider,
  DomainError,
  emailDomainOf,
  normaliseEmailDomains,
  organisationDecider,
  organisationErrors,
  streams,
} from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { SetEmailDomainsCommand } from './set-email-domains.command';

const notOwnDomain = (domain: string) =>
  new DomainError(
    'EMAIL_DOMAIN_NOT_PROVEN',
    'invalid',
    `You can add "${domain}" only if your own verified email address is at that domain.`,
  );

/**
 * An organisation admits people by email domain, so a domain must be proven: an admin may add only
 * the domain of their own verified address (or keep domains the organisation already has). Each
 * domain is claimed so one domain leads to one organisation.
 */
@CommandHandler(SetEmailDomainsCommand)
export class SetEmailDomainsHandler implements ICommandHandler<SetEmailDomainsCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, domains }: SetEmailDomainsCommand): Promise<CommandResult<{ domains: string[] }>> {
    const member = await this.accounts.membership(userId);
    if (member.memberRole !== 'Admin') throw organisationErrors.adminOnly();
    const { organisationId } = member;
    const organisation = await this.accounts.loadOrganisation(organisationId);
    const wanted = normaliseEmailDomains(domains);
    const ownDomain = emailDomainOf(member.user.email!);
    const added = wanted.filter((domain) => !organisation.state.emailDomains.includes(domain));
    const removed = organisation.state.emailDomains.filter((domain) => !wanted.includes(domain));
    for (const domain of added) if (domain !== ownDomain || !member.user.emailVerified) throw notOwnDomain(domain);

    const context = commandContext(userId);
    for (const domain of added) {
      try {
        await this.accounts.repository.handle(
          claimDecider,
          streams.emailDomainClaim(domain),
          { type: 'Claim', ownerId: organisationId, now: context.now },
          context,
          () => organisationId,
        );
      } catch (error) {
        if (error instanceof DomainError && error.code === 'CLAIM_TAKEN') throw organisationErrors.domainTaken(domain);
        throw error;
      }
    }
    for (const domain of removed) {
      await this.accounts.repository.handle(
        claimDecider,
        streams.emailDomainClaim(domain),
        { type: 'Release', ownerId: organisationId },
        context,
        () => organisationId,
      );
    }
    const decided = await this.accounts.repository.handle(
      organisationDecider,
      streams.organisation(organisationId),
      { type: 'SetEmailDomains', domains: wanted, actor: member },
      context,
      () => organisationId,
    );
    return new CommandResult(decided.position, { domains: wanted });
  }
}

import { claimDecider, emailDomainAdmitsColleagues, emailDomainOf, organisationErrors, streams, userErrors } from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { JoinByDomainCommand } from './join-by-domain.command';

/**
 * A matching email domain never enrols anyone on its own: the person confirms here that they want
 * to join the organisation accepting everyone from their verified domain. The organisation comes
 * from the caller's own address; a namespace in the request only makes sure it is the one they saw,
 * and a mismatch answers 404 like no organisation at all.
 */
@CommandHandler(JoinByDomainCommand)
export class JoinByDomainHandler implements ICommandHandler<JoinByDomainCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, namespace }: JoinByDomainCommand): Promise<CommandResult<{ namespace: string }>> {
    const { state: user } = await this.accounts.loadUser(userId);
    if (!user.exists) throw userErrors.notFound();
    if (!user.emailVerified) throw userErrors.emailNotVerified();
    if (user.organisationId) throw userErrors.alreadyInOrganisation();
    const organisation = await this.organisationAdmitting(emailDomainOf(user.email!));
    if (!organisation || (namespace !== undefined && organisation.namespace !== namespace)) throw organisationErrors.notFound();

    const context = commandContext(userId);
    const joined = await this.accounts.decideForUser(
      userId,
      {
        type: 'JoinOrganisation',
        organisation: { organisationId: organisation.organisationId, memberRole: 'Member', via: 'email-domain' },
        now: context.now,
      },
      context,
    );
    return new CommandResult(joined.position, { namespace: organisation.namespace });
  }

  private async organisationAdmitting(domain: string): Promise<{ organisationId: string; namespace: string } | null> {
    // Checked again here: a domain claimed before it was known to be public still admits nobody.
    if (!emailDomainAdmitsColleagues(domain)) return null;
    const { state: claim } = await this.accounts.repository.load(claimDecider, streams.emailDomainClaim(domain));
    if (!claim.ownerId) return null;
    const { state } = await this.accounts.loadOrganisation(claim.ownerId);
    const admits = state.exists && state.acceptAllUsers && state.emailDomains.includes(domain);
    return admits ? { organisationId: claim.ownerId, namespace: state.namespace } : null;
  }
}

import {
  claimDecider,
  DomainError,
  emailDomainAdmitsColleagues,
  emailDomainOf,
  initialOrganisationState,
  organisationDecider,
  type OrganisationCommand,
  organisationErrors,
  streams,
  userErrors,
} from '@app/domain';
import { CommandResult } from '@app/infrastructure/http';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { CreateOrganisationCommand } from './create-organisation.command';

/**
 * Streams in order: the URL is claimed (and, when the organisation accepts all users from the
 * creator's email domain, that domain too), the organisation created, the creator made Admin.
 * If a crash leaves the first steps done, the creator repeating the request finishes them; anyone
 * else is told the URL is taken.
 */
@CommandHandler(CreateOrganisationCommand)
export class CreateOrganisationHandler implements ICommandHandler<CreateOrganisationCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, body }: CreateOrganisationCommand): Promise<CommandResult<true>> {
    const { state: user } = await this.accounts.loadUser(userId);
    if (!user.exists) throw userErrors.notFound();
    if (!user.emailVerified) throw userErrors.emailNotVerified();
    if (user.organisationId) throw userErrors.alreadyInOrganisation();
    const context = commandContext(userId);

    const namespaceStream = streams.namespaceClaim(body.namespace);
    const claim = await this.accounts.repository.load(claimDecider, namespaceStream);
    const organisationId = claim.state.ownerId ?? randomUUID();
    const create: OrganisationCommand = {
      type: 'CreateOrganisation',
      organisationId,
      name: body.name,
      namespace: body.namespace,
      acceptAllUsers: body.acceptAllUsers,
      createdBy: userId,
      now: context.now,
    };
    organisationDecider.decide(create, initialOrganisationState); // validates before anything is claimed

    if (claim.state.ownerId) {
      // Only the person who claimed the URL may finish a creation that was interrupted; a claim
      // whose organisation does not exist yet may simply be in flight for someone else.
      const existing = await this.accounts.loadOrganisation(claim.state.ownerId);
      const ownCreation = existing.state.exists ? existing.state.createdBy === userId : claim.state.claimantId === userId;
      if (!ownCreation) throw organisationErrors.namespaceTaken();
    } else {
      try {
        await this.accounts.repository.handle(
          claimDecider,
          namespaceStream,
          { type: 'Claim', ownerId: organisationId, now: context.now, claimantId: userId },
          context,
          () => organisationId,
        );
      } catch (error) {
        if (error instanceof DomainError && error.code === 'CLAIM_TAKEN') throw organisationErrors.namespaceTaken();
        throw error;
      }
    }

    // Accepting all users means those of the creator's own (verified) domain; webmail and disposable
    // domains admit nobody. Colleagues still confirm before they join (join-by-domain).
    const domain = emailDomainOf(user.email!);
    const admitDomain = body.acceptAllUsers && emailDomainAdmitsColleagues(domain);
    if (admitDomain) {
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

    const organisation = await this.accounts.loadOrganisation(organisationId);
    const organisationStream = streams.organisation(organisationId);
    if (!organisation.state.exists) {
      await this.accounts.repository.handle(
        organisationDecider,
        organisationStream,
        { ...create, organisationId },
        context,
        () => organisationId,
      );
    }
    if (admitDomain) {
      const creator = { userId, memberRole: 'Admin' as const };
      await this.accounts.repository.handle(
        organisationDecider,
        organisationStream,
        (state): OrganisationCommand => ({
          type: 'SetEmailDomains',
          domains: [...new Set([...state.emailDomains, domain])],
          actor: creator,
        }),
        context,
        () => organisationId,
      );
    }
    const joined = await this.accounts.decideForUser(
      userId,
      { type: 'JoinOrganisation', organisation: { organisationId, memberRole: 'Admin', via: 'creator' }, now: context.now },
      context,
    );
    return new CommandResult(joined.position, true);
  }
}

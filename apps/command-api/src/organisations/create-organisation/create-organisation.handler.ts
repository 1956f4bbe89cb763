import {
  claimDecider,
  DomainError,
  initialOrganisationState,
  organisationDecider,
  type OrganisationCommand,
  organisationErrors,
  streams,
  userDecider,
  userErrors,
} from '@app/domain';
import { CommandResult } from '@app/infrastructure/http/consistency';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Accounts } from '../../shared/accounts';
import { commandContext } from '../../shared/command-context';
import { CreateOrganisationCommand } from './create-organisation.command';

const emailNotVerified = () => new DomainError('EMAIL_NOT_VERIFIED', 'forbidden', 'Please verify your email address first.');

/**
 * Three streams in order: the URL is claimed, the organisation created, the creator made Admin.
 * If a crash leaves the first steps done, the creator repeating the request finishes them.
 */
@CommandHandler(CreateOrganisationCommand)
export class CreateOrganisationHandler implements ICommandHandler<CreateOrganisationCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, body }: CreateOrganisationCommand): Promise<CommandResult<true>> {
    const { state: user } = await this.accounts.loadUser(userId);
    if (!user.exists) throw userErrors.notFound();
    if (!user.emailVerified) throw emailNotVerified();
    if (user.organisationId) throw userErrors.alreadyInOrganisation();
    const context = commandContext(userId);

    const namespaceStream = streams.namespaceClaim(body.namespace);
    const claim = await this.accounts.repository.load(claimDecider, namespaceStream);
    let organisationId = claim.state.ownerId ?? randomUUID();
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
      const existing = await this.accounts.loadOrganisation(claim.state.ownerId);
      const abandonedByCaller = !existing.state.exists || existing.state.createdBy === userId;
      if (!abandonedByCaller) throw organisationErrors.namespaceTaken();
    } else {
      try {
        await this.accounts.repository.handle(claimDecider, namespaceStream, { type: 'Claim', ownerId: organisationId, now: context.now }, context, () => organisationId);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'CLAIM_TAKEN') throw organisationErrors.namespaceTaken();
        throw error;
      }
    }

    const organisation = await this.accounts.loadOrganisation(organisationId);
    if (!organisation.state.exists) {
      await this.accounts.repository.handle(organisationDecider, streams.organisation(organisationId), { ...create, organisationId }, context, () => organisationId);
    }
    const joined = await this.accounts.repository.handle(
      userDecider,
      streams.user(userId),
      { type: 'JoinOrganisation', organisation: { organisationId, memberRole: 'Admin', via: 'creator' }, now: context.now },
      context,
      (state) => state.organisationId,
    );
    return new CommandResult(joined.position, true);
  }
}

import { insightDecider, streams, TEAM_PRIORITIES, type TeamPriority } from '@app/domain';
import { AccessTokenGuard, type Authenticated, CommandResult, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { Accounts } from '../../shared/accounts';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { commandContext } from '../../shared/command-context';
import { ApiIfMatch, expectedInsight, IfMatchRevision } from '../shared/if-match';

const PRIORITY_ENUM = { enum: [...TEAM_PRIORITIES], enumName: 'TeamPriority' } as const;

/** A value off the scale is the domain's refusal (TEAM_PRIORITY_INVALID), with the scale in its message. */
export class SetTeamPriorityDto {
  @ApiProperty({ ...PRIORITY_ENUM, description: 'the whole team’s priority for the insight; none clears it' })
  @IsString({ message: `priority is one of ${TEAM_PRIORITIES.join(', ')}.` })
  priority!: string;
}

export class TeamPrioritySetResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty(PRIORITY_ENUM) teamPriority!: TeamPriority;
}

export class SetTeamPriorityCommand {
  constructor(
    readonly userId: string,
    readonly insightId: string,
    readonly priority: string,
    readonly ifMatch?: number,
  ) {}
}

/** The team's priority for an insight (Recommendation.teamPriority): one for the organisation, set by any member. */
@CommandHandler(SetTeamPriorityCommand)
export class SetTeamPriorityHandler implements ICommandHandler<SetTeamPriorityCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, insightId, priority, ifMatch }: SetTeamPriorityCommand): Promise<CommandResult<TeamPrioritySetResponse>> {
    const { organisationId } = await this.accounts.membership(userId);
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      insightDecider,
      streams.insight(insightId),
      { type: 'SetTeamPriority', organisationId, userId, priority, now: context.now },
      context,
      (state) => state.organisationId,
      expectedInsight(ifMatch),
    );
    return new CommandResult(decided.position, { recommendation_id: insightId, teamPriority: decided.state.teamPriority });
  }
}

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class SetTeamPriorityController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/team-priority')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiParam({ name: 'id', format: 'uuid', description: 'the insight; anything not one of the caller’s is 404' })
  @ApiOperation({ summary: "Set the team's priority of an insight: none, low, medium, high or urgent" })
  @ApiCommandAnswer<SetTeamPriorityHandler>(200, TeamPrioritySetResponse)
  @ApiIfMatch()
  set(
    @CurrentUser() user: Authenticated,
    @Param('id', IdParamPipe) id: string,
    @Body() body: SetTeamPriorityDto,
    @IfMatchRevision() ifMatch?: number,
  ) {
    return this.commands.execute(new SetTeamPriorityCommand(user.userId, id, body.priority, ifMatch));
  }
}

import { insightDecider, streams } from '@app/domain';
import { AccessTokenGuard, type Authenticated, CommandResult, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsNumber, IsUUID, Max, Min } from 'class-validator';
import { Accounts } from '../../shared/accounts';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { commandContext } from '../../shared/command-context';
import { ApiIfMatch, expectedInsight, IfMatchRevision } from '../shared/if-match';

const SCORE_MESSAGE = 'The impact score is a number from 0 to 100.';

export class SetImpactScoreDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'recommendation_id must be an insight id.' })
  recommendation_id!: string;

  @ApiProperty({ minimum: 0, maximum: 100 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: SCORE_MESSAGE })
  @Min(0, { message: SCORE_MESSAGE })
  @Max(100, { message: SCORE_MESSAGE })
  score!: number;
}

export class ImpactScoreSetResponse {
  @ApiProperty({ format: 'uuid' }) recommendation_id!: string;
  @ApiProperty() user_updated_customer_impact_score!: number;
}

export class SetImpactScoreCommand {
  constructor(
    readonly userId: string,
    readonly insightId: string,
    readonly score: number,
    readonly ifMatch?: number,
  ) {}
}

/** A person's own impact score for an insight (SPEC.md user_updated_customer_impact_score): the list is ordered by it. */
@CommandHandler(SetImpactScoreCommand)
export class SetImpactScoreHandler implements ICommandHandler<SetImpactScoreCommand> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ userId, insightId, score, ifMatch }: SetImpactScoreCommand): Promise<CommandResult<ImpactScoreSetResponse>> {
    const { organisationId } = await this.accounts.membership(userId);
    const context = commandContext(userId);
    const decided = await this.accounts.repository.handle(
      insightDecider,
      streams.insight(insightId),
      { type: 'SetImpactScore', organisationId, score, setBy: userId, now: context.now },
      context,
      (state) => state.organisationId,
      expectedInsight(ifMatch),
    );
    return new CommandResult(decided.position, { recommendation_id: insightId, user_updated_customer_impact_score: score });
  }
}

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class SetImpactScoreController {
  constructor(private readonly commands: CommandBus) {}

  @Post('impact')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "Set your impact score of an insight; the project's list is ordered by it" })
  @ApiCommandAnswer<SetImpactScoreHandler>(200, ImpactScoreSetResponse)
  @ApiIfMatch()
  set(@CurrentUser() user: Authenticated, @Body() body: SetImpactScoreDto, @IfMatchRevision() ifMatch?: number) {
    return this.commands.execute(new SetImpactScoreCommand(user.userId, body.recommendation_id.toLowerCase(), body.score, ifMatch));
  }
}

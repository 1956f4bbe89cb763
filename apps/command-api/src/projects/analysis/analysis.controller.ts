import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { AnalysisRequestedResponse } from './analysis-requested.response';
import { CancelAnalysisCommand, RequestAnalysisCommand } from './analysis.commands';
import type { CancelAnalysisHandler, RequestAnalysisHandler } from './analysis.handlers';

export class RequestAnalysisDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'product_id must be a project id.' })
  product_id!: string;
}

@ApiTags('projects')
@ApiBearerAuth()
@Controller()
export class AnalysisController {
  constructor(private readonly commands: CommandBus) {}

  @Post('recommendations/v2')
  @HttpCode(202)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "Analyse the project's data into ranked insights (a worker job; answered at once with its id)" })
  @ApiCommandAnswer<RequestAnalysisHandler>(202, AnalysisRequestedResponse)
  request(@CurrentUser() user: Authenticated, @Body() body: RequestAnalysisDto) {
    return this.commands.execute(new RequestAnalysisCommand(user.userId, body.product_id.toLowerCase()));
  }

  @Post('products/:id/analysis/cancel')
  @HttpCode(202)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Cancel the running analysis of a project' })
  @ApiCommandAnswer<CancelAnalysisHandler>(202, AnalysisRequestedResponse)
  cancel(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.commands.execute(new CancelAnalysisCommand(user.userId, id));
  }
}

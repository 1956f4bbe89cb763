import { AccessTokenGuard, type Authenticated, CurrentUser } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { SurveyColumnsResponse } from './survey-columns.response';
import { UpdateSurveyColumnsCommand } from './update-survey-columns.command';
import { UpdateSurveyColumnsDto } from './update-survey-columns.dto';
import type { UpdateSurveyColumnsHandler } from './update-survey-columns.handler';

@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class UpdateSurveyColumnsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('update-survey-columns')
  @HttpCode(200)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "Correct a survey's column types, choose the columns analysed, describe them" })
  @ApiCommandAnswer<UpdateSurveyColumnsHandler>(200, SurveyColumnsResponse)
  update(@CurrentUser() user: Authenticated, @Body() body: UpdateSurveyColumnsDto) {
    return this.commands.execute(new UpdateSurveyColumnsCommand(user.userId, body.document_id.toLowerCase(), body.columns));
  }
}

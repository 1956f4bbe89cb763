import { type BriefInputs, WRITEUP_KINDS, type WriteupKind, writeupErrors } from '@app/domain';
import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe, OneOfParamPipe } from '@app/infrastructure/http';
import { Body, Controller, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../shared/command-answer';
import { AutoBuildCommand, EditWriteupCommand, RequestWriteupCommand } from './writeup.commands';
import { BriefDto, EditWriteupDto, GenerateWriteupDto, RefineBriefDto } from './writeup.dto';
import type { AutoBuildHandler, EditWriteupHandler, RequestWriteupHandler } from './writeup.handlers';
import { AutoBuildResponse, WriteupEditedResponse, WriteupRequestedResponse } from './writeup.responses';

/** A path's document kind; anything else names no document. */
const WRITEUP_KIND = new OneOfParamPipe(WRITEUP_KINDS, writeupErrors.notFound);

const KIND_PARAM = { name: 'kind', enum: WRITEUP_KINDS, description: 'research_plan (research brief), product_spec (PRD) or value_prop' };
const PROJECT_PARAM = { name: 'id', format: 'uuid', description: 'the project; anything not one of the caller’s is 404' };

const insightIdsOf = (ids: string[] | undefined) => (ids ? ids.map((id) => id.toLowerCase()) : null);

@ApiTags('writeups')
@ApiBearerAuth()
@Controller()
export class WriteupsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('brief/api')
  @HttpCode(202)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: "Answer the research brief's questions and generate it from the project's insights (a worker job)" })
  @ApiCommandAnswer<RequestWriteupHandler>(202, WriteupRequestedResponse)
  brief(@CurrentUser() user: Authenticated, @Body() body: BriefDto) {
    const brief: BriefInputs = { goal: body.goal, methodology: body.methodology, timeline: body.timeline, audience: body.audience };
    return this.commands.execute(
      new RequestWriteupCommand(
        user.userId,
        body.product_id.toLowerCase(),
        'research_plan',
        null,
        brief,
        insightIdsOf(body.recommendation_ids),
      ),
    );
  }

  @Post('brief/refine')
  @HttpCode(202)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Generate the research brief again: refined by a prompt, or from its latest evidence' })
  @ApiCommandAnswer<RequestWriteupHandler>(202, WriteupRequestedResponse)
  refineBrief(@CurrentUser() user: Authenticated, @Body() body: RefineBriefDto) {
    return this.commands.execute(
      new RequestWriteupCommand(user.userId, body.product_id.toLowerCase(), 'research_plan', body.prompt ?? null, null, null),
    );
  }

  @Post('products/:id/writeups/:kind')
  @HttpCode(202)
  @UseGuards(AccessTokenGuard)
  @ApiParam(PROJECT_PARAM)
  @ApiParam(KIND_PARAM)
  @ApiOperation({ summary: 'Generate a document from the project’s insights, refine it with a prompt, or refresh it (a worker job)' })
  @ApiCommandAnswer<RequestWriteupHandler>(202, WriteupRequestedResponse)
  generate(
    @CurrentUser() user: Authenticated,
    @Param('id', IdParamPipe) id: string,
    @Param('kind', WRITEUP_KIND) kind: WriteupKind,
    @Body() body: GenerateWriteupDto,
  ) {
    return this.commands.execute(
      new RequestWriteupCommand(user.userId, id, kind, body.prompt ?? null, null, insightIdsOf(body.recommendation_ids)),
    );
  }

  @Put('products/:id/writeups/:kind')
  @UseGuards(AccessTokenGuard)
  @ApiParam(PROJECT_PARAM)
  @ApiParam(KIND_PARAM)
  @ApiOperation({ summary: 'Edit a document’s wording (its sections and paragraphs stay; citations may only be removed)' })
  @ApiCommandAnswer<EditWriteupHandler>(200, WriteupEditedResponse)
  edit(
    @CurrentUser() user: Authenticated,
    @Param('id', IdParamPipe) id: string,
    @Param('kind', WRITEUP_KIND) kind: WriteupKind,
    @Body() body: EditWriteupDto,
  ) {
    const sections = body.sections.map((section) => ({
      key: section.key,
      blocks: section.blocks.map((block) => ({
        id: block.id,
        text: block.text,
        citations: block.citations.map((citation) => ({ insightId: citation.recommendation_id, snippetId: citation.snippet_id ?? null })),
      })),
    }));
    return this.commands.execute(new EditWriteupCommand(user.userId, id, kind, body.title, sections, body.version));
  }

  @Post('products/:id/auto-build')
  @HttpCode(202)
  @UseGuards(AccessTokenGuard)
  @ApiParam(PROJECT_PARAM)
  @ApiOperation({ summary: 'Draft the research brief, product spec and value prop from the project’s top insights in one go' })
  @ApiCommandAnswer<AutoBuildHandler>(202, AutoBuildResponse)
  autoBuild(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.commands.execute(new AutoBuildCommand(user.userId, id));
  }
}

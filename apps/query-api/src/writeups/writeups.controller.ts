import { WRITEUP_KINDS, type WriteupKind, writeupErrors } from '@app/domain';
import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe, OneOfParamPipe, ReadsFrom } from '@app/infrastructure/http';
import { Controller, Get, Param, ParseIntPipe, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { BriefResponse, WriteupListResponse, WriteupResponse, WriteupVersionContentResponse } from './writeup.response';
import { Writeups } from './writeups';

/** A path's document kind; anything else names no document. */
const WRITEUP_KIND = new OneOfParamPipe(WRITEUP_KINDS, writeupErrors.notFound);

export class BriefQueryDto {
  @ApiProperty({ format: 'uuid', description: 'the project' })
  @IsUUID('all', { message: 'product must be a project id.' })
  product!: string;
}

const PROJECT_PARAM = { name: 'id', format: 'uuid', description: 'the project; anything not one of the caller’s is 404' };
const KIND_PARAM = { name: 'kind', enum: WRITEUP_KINDS };
const READS = ['users', 'products', 'writeups', 'insights'] as const;

@ApiTags('writeups')
@ApiBearerAuth()
@Controller()
export class WriteupsQueryController {
  constructor(private readonly writeups: Writeups) {}

  @Get('brief/api')
  @ReadsFrom(...READS)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'The research brief of a project: its answers (SPEC.md’s Brief) and the brief generated from its insights' })
  @ApiOkResponse({ type: BriefResponse })
  async brief(@CurrentUser() user: Authenticated, @Query() query: BriefQueryDto): Promise<BriefResponse> {
    const writeup = await this.writeups.one(user.userId, query.product.toLowerCase(), 'research_plan');
    const answers = writeup.brief ?? { goal: '', methodology: '', timeline: '', audience: '' };
    return { ...writeup, ...answers };
  }

  @Get('products/:id/writeups')
  @ReadsFrom(...READS)
  @UseGuards(AccessTokenGuard)
  @ApiParam(PROJECT_PARAM)
  @ApiOperation({ summary: 'The project’s three documents, each as far as it has got' })
  @ApiOkResponse({ type: WriteupListResponse })
  list(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string): Promise<WriteupListResponse> {
    return this.writeups.list(user.userId, id);
  }

  @Get('products/:id/writeups/:kind')
  @ReadsFrom(...READS)
  @UseGuards(AccessTokenGuard)
  @ApiParam(PROJECT_PARAM)
  @ApiParam(KIND_PARAM)
  @ApiOperation({
    summary: 'A generated document: its sections with citations, numbered sources, history, and whether its evidence changed',
  })
  @ApiOkResponse({ type: WriteupResponse })
  one(
    @CurrentUser() user: Authenticated,
    @Param('id', IdParamPipe) id: string,
    @Param('kind', WRITEUP_KIND) kind: WriteupKind,
  ): Promise<WriteupResponse> {
    return this.writeups.one(user.userId, id, kind);
  }

  @Get('products/:id/writeups/:kind/versions/:version')
  @ReadsFrom('users', 'products')
  @UseGuards(AccessTokenGuard)
  @ApiParam(PROJECT_PARAM)
  @ApiParam(KIND_PARAM)
  @ApiParam({ name: 'version', type: Number, description: 'a version the document’s history lists' })
  @ApiOperation({ summary: 'A version of a generated document as it was written, read back from its events' })
  @ApiOkResponse({ type: WriteupVersionContentResponse })
  version(
    @CurrentUser() user: Authenticated,
    @Param('id', IdParamPipe) id: string,
    @Param('kind', WRITEUP_KIND) kind: WriteupKind,
    @Param('version', new ParseIntPipe({ errorHttpStatusCode: 404 })) version: number,
  ): Promise<WriteupVersionContentResponse> {
    return this.writeups.version(user.userId, id, kind, version);
  }
}

import { AccessTokenGuard, type Authenticated, CurrentUser, IdParamPipe } from '@app/infrastructure/http';
import { Body, Controller, Delete, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiCommandAnswer } from '../../shared/command-answer';
import { CollectionNameDto } from './collection-name.dto';
import { CollectionCommandResponse } from './collection.response';
import { ManageCollectionCommand } from './manage-collection.command';
import type { ManageCollectionHandler } from './manage-collection.handler';

export const COLLECTION_PARAM = {
  name: 'id',
  format: 'uuid',
  description: 'the collection; anything not one of the caller’s is 404',
} as const;

@ApiTags('collections')
@ApiBearerAuth()
@Controller('collections')
export class ManageCollectionController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @UseGuards(AccessTokenGuard)
  @ApiOperation({ summary: 'Create a collection of insights; its name is unique in the organisation, whatever its case' })
  @ApiCommandAnswer<ManageCollectionHandler>(201, CollectionCommandResponse)
  create(@CurrentUser() user: Authenticated, @Body() body: CollectionNameDto) {
    return this.commands.execute(new ManageCollectionCommand(user.userId, { type: 'CreateCollection', name: body.name }));
  }

  @Patch(':id')
  @UseGuards(AccessTokenGuard)
  @ApiParam(COLLECTION_PARAM)
  @ApiOperation({ summary: 'Rename a collection (any member); the same name again changes nothing' })
  @ApiCommandAnswer<ManageCollectionHandler>(200, CollectionCommandResponse)
  rename(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string, @Body() body: CollectionNameDto) {
    return this.commands.execute(new ManageCollectionCommand(user.userId, { type: 'RenameCollection', collectionId: id, name: body.name }));
  }

  @Delete(':id')
  @UseGuards(AccessTokenGuard)
  @ApiParam(COLLECTION_PARAM)
  @ApiOperation({ summary: 'Delete a collection (any member); its insights stay where they are' })
  @ApiCommandAnswer<ManageCollectionHandler>(200, CollectionCommandResponse)
  delete(@CurrentUser() user: Authenticated, @Param('id', IdParamPipe) id: string) {
    return this.commands.execute(new ManageCollectionCommand(user.userId, { type: 'DeleteCollection', collectionId: id }));
  }
}

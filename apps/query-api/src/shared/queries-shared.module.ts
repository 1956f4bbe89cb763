import { Module } from '@nestjs/common';
import { Members } from './members';

/** What every context's queries share: who the caller is on the read side. */
@Module({ providers: [Members], exports: [Members] })
export class QueriesSharedModule {}

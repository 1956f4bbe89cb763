import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { ReadDocument } from '@app/infrastructure/read-store';
import type { CustomerView, UserView } from '@app/infrastructure/read-models';
import { DomainError } from '@app/domain';
import { Inject, Injectable } from '@nestjs/common';

// The documents the projectors write; the query side reads them as they are (types only).
export type UserDocument = UserView & ReadDocument;
export type CustomerDocument = CustomerView & ReadDocument;

/** Who the caller is on the read side: their user document, and so their organisation. */
@Injectable()
export class Members {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  async user(userId: string): Promise<UserDocument> {
    const user = await this.infrastructure.readStore.get<UserDocument>('users', userId);
    if (!user) throw new DomainError('USER_NOT_FOUND', 'not_found', 'Failed to fetch user');
    return user;
  }

  customer(customerId: string): Promise<CustomerDocument | null> {
    return this.infrastructure.readStore.get<CustomerDocument>('customers', customerId);
  }
}

/** Read documents carry their projection bookkeeping; clients never see it. */
export function withoutBookkeeping<T extends ReadDocument>(doc: T): Omit<T, '_position'> {
  const { _position: _ignored, ...rest } = doc;
  return rest;
}

import type { Infrastructure } from '@app/infrastructure/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http/infrastructure.module';
import type { ReadDocument } from '@app/infrastructure/read-store/read-store.port';
import { DomainError } from '@app/domain';
import { Inject, Injectable } from '@nestjs/common';

export interface UserDocument extends ReadDocument {
  user_id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  is_google_user: boolean;
  completed_onboarding: boolean;
  email_verified: boolean;
  language: string | null;
  customer_id: string | null;
  member_role: string | null;
}

export interface CustomerDocument extends ReadDocument {
  customer_id: string;
  name: string;
  namespace: string;
  acceptAllUsers: boolean;
  email_domains: string[];
  created_at: string;
  created_by: string;
  members: number;
}

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

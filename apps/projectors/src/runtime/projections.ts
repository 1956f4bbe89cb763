import { customersProjection } from '../organisations/customers/customers.projection';
import { usersProjection } from '../identity/users/users.projection';
import type { Projection } from '@app/infrastructure/processors/projection';

/** Every read model the projectors maintain, each run as a processor of its own. */
export const allProjections: ReadonlyArray<Projection<any>> = [usersProjection, customersProjection];

/** The read models that existed when they all shared one checkpoint (see shared-checkpoint.ts). */
export const projectionsBeforeOwnCheckpoints: ReadonlyArray<Projection<any>> = [usersProjection, customersProjection];

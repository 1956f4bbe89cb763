import { customersProjection } from '../organisations/customers/customers.projection';
import { usersProjection } from '../identity/users/users.projection';
import type { Projection } from './projection';

/** Every read model the projectors maintain; a rebuild replays all of them. */
export const allProjections: ReadonlyArray<Projection<any>> = [usersProjection, customersProjection];

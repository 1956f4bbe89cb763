import { api } from '../../../lib/api';
import { CUSTOMER_CACHE } from '../../../lib/cache-policy';
import type { CustomerResponse } from '../../../lib/generated/api-types';
import type { LiveUpdate } from '../../../lib/live-update-hub';
import { refetchOnLiveUpdate } from '../../../lib/refetch-on-live-update';

const customerTags = (customer: CustomerResponse) => [{ type: CUSTOMER_CACHE.tag, id: customer.customer_id }];

/** The organisation's own stream, and its member count, which grows with each member's join event (on the member's stream). */
const concernsCustomer = (update: LiveUpdate, customer: CustomerResponse) =>
  update.streamId === `organisation-${customer.customer_id}` ||
  (update.type === 'UserJoinedOrganisation' && update.organisationId === customer.customer_id);

export const customerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation at a namespace; the server answers 404 to anyone who is not a member. */
    getCustomer: build.query<CustomerResponse, string>({
      query: (namespace) => ({ url: 'customers/api', params: { namespace } }),
      transformResponse: (customers: CustomerResponse[]) => customers[0],
      providesTags: (customer) => (customer ? customerTags(customer) : []),
      onCacheEntryAdded: refetchOnLiveUpdate(concernsCustomer, customerTags),
      keepUnusedDataFor: CUSTOMER_CACHE.keepSeconds,
    }),
  }),
});

export const { useGetCustomerQuery } = customerApi;

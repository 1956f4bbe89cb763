import { api } from '../../../lib/api';
import { CUSTOMER_CACHE } from '../../../lib/cache-policy';
import type { CustomerResponse } from '../../../lib/generated/api-types';

export const customerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation at a namespace; the server answers 404 to anyone who is not a member. */
    getCustomer: build.query<CustomerResponse, string>({
      query: (namespace) => ({ url: 'customers/api', params: { namespace } }),
      transformResponse: (customers: CustomerResponse[]) => customers[0],
      providesTags: (customer) => (customer ? [{ type: CUSTOMER_CACHE.tag, id: customer.customer_id }] : []),
      keepUnusedDataFor: CUSTOMER_CACHE.keepSeconds,
    }),
  }),
});

export const { useGetCustomerQuery } = customerApi;

import { api } from '../../../lib/api';
import type {
  CreateOrganisationControllerCreateApiResponse,
  CreateOrganisationDto,
  CustomerByDomainResponse,
  JoinByDomainDto,
  JoinedOrganisationResponse,
} from '../../../lib/generated/api-types';

export const organisationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation that owns the user's own email domain; null (a 404) when there is none. */
    getOrganisationByDomain: build.query<CustomerByDomainResponse | null, string>({
      query: (domain) => ({
        url: 'customers/by-domain',
        params: { domain },
        validateStatus: (response) => response.ok || response.status === 404,
      }),
      transformResponse: (body: CustomerByDomainResponse | null, meta) => (meta?.response?.status === 404 ? null : body),
    }),
    createOrganisation: build.mutation<CreateOrganisationControllerCreateApiResponse, CreateOrganisationDto>({
      query: (body) => ({ url: 'customers/api', method: 'POST', body }),
      invalidatesTags: ['User', 'Customer'],
    }),
    /**
     * Joins, as Member, the organisation that accepts everyone from the user's email domain. The
     * server finds it from the user's address; the namespace only confirms it is the one shown.
     */
    joinOrganisationByDomain: build.mutation<JoinedOrganisationResponse, JoinByDomainDto>({
      query: (body) => ({ url: 'customers/join-by-domain', method: 'POST', body }),
      invalidatesTags: ['User', 'Customer'],
    }),
  }),
});

export const { useGetOrganisationByDomainQuery, useCreateOrganisationMutation, useJoinOrganisationByDomainMutation } = organisationApi;

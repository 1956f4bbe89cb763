import { api } from '../../../lib/api';

export interface OrganisationByDomain {
  name: string;
  namespace: string;
  acceptAllUsers: boolean;
}

export interface NewOrganisation {
  name: string;
  namespace: string;
  acceptAllUsers: boolean;
}

export const organisationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation that owns the user's own email domain; null (a 404) when there is none. */
    getOrganisationByDomain: build.query<OrganisationByDomain | null, string>({
      query: (domain) => ({
        url: 'customers/by-domain',
        params: { domain },
        validateStatus: (response) => response.ok || response.status === 404,
      }),
      transformResponse: (body: OrganisationByDomain | null, meta) => (meta?.response?.status === 404 ? null : body),
    }),
    createOrganisation: build.mutation<boolean, NewOrganisation>({
      query: (body) => ({ url: 'customers/api', method: 'POST', body }),
      invalidatesTags: ['User', 'Customer'],
    }),
    /**
     * Joins, as Member, the organisation that accepts everyone from the user's email domain. The
     * server finds it from the user's address; the namespace only confirms it is the one shown.
     */
    joinOrganisationByDomain: build.mutation<{ namespace: string }, { namespace: string }>({
      query: (body) => ({ url: 'customers/join-by-domain', method: 'POST', body }),
      invalidatesTags: ['User', 'Customer'],
    }),
  }),
});

export const { useGetOrganisationByDomainQuery, useCreateOrganisationMutation, useJoinOrganisationByDomainMutation } = organisationApi;

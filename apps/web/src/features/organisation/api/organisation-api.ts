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
    /** The organisation that owns an email domain; null (a 404) when there is none. */
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
  }),
});

export const { useGetOrganisationByDomainQuery, useCreateOrganisationMutation } = organisationApi;

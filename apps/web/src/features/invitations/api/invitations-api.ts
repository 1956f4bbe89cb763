import { api } from '../../../lib/api';

export const invitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendInvitation: build.mutation<{ invitation_id: string; resent: boolean }, { email: string }>({
      query: (body) => ({ url: 'customers/invitations', method: 'POST', body }),
    }),
  }),
});

export const { useSendInvitationMutation } = invitationsApi;

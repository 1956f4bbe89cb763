import { api } from '../../../lib/api';
import type { EmailDto, InvitationSentResponse } from '../../../lib/generated/api-types';

export const invitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendInvitation: build.mutation<InvitationSentResponse, EmailDto>({
      query: (body) => ({ url: 'customers/invitations', method: 'POST', body }),
    }),
  }),
});

export const { useSendInvitationMutation } = invitationsApi;

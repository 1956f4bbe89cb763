import { type InviteeEvent, openInvitation } from './invitee.events';

const issued = (invitationId: string, organisationId: string, expiresAt: string): InviteeEvent => ({
  type: 'InvitationIssued',
  data: { organisationId, invitationId, expiresAt },
});
const now = '2025-03-10T12:00:00.000Z';

describe('openInvitation', () => {
  it('answers null without invitations', () => {
    expect(openInvitation([], now)).toBeNull();
  });

  it('answers null when every invitation has expired', () => {
    const events = [issued('inv-1', 'org-a', '2025-03-01T00:00:00.000Z'), issued('inv-2', 'org-b', now)];
    expect(openInvitation(events, now)).toBeNull();
  });

  it('picks the newest invitation still valid', () => {
    const events = [
      issued('inv-1', 'org-a', '2025-03-20T00:00:00.000Z'),
      issued('inv-2', 'org-b', '2025-03-21T00:00:00.000Z'),
      issued('inv-3', 'org-c', '2025-03-22T00:00:00.000Z'),
    ];
    expect(openInvitation(events, now)).toEqual({ organisationId: 'org-c', invitationId: 'inv-3', expiresAt: '2025-03-22T00:00:00.000Z' });
  });

  it('skips a newer invitation that has expired for an older one still valid', () => {
    const events = [issued('inv-1', 'org-a', '2025-03-20T00:00:00.000Z'), issued('inv-2', 'org-b', '2025-03-10T11:59:59.999Z')];
    expect(openInvitation(events, now)).toEqual({ organisationId: 'org-a', invitationId: 'inv-1', expiresAt: '2025-03-20T00:00:00.000Z' });
  });

  it('goes by the order of issue, not by the expiry date', () => {
    const events = [issued('inv-1', 'org-a', '2025-04-30T00:00:00.000Z'), issued('inv-2', 'org-b', '2025-03-11T00:00:00.000Z')];
    expect(openInvitation(events, now)?.invitationId).toBe('inv-2');
  });
});

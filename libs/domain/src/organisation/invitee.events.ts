/** Kept on a stream per invited email, so sign-up can find the invitations for that email. */
export type InviteeEvent = {
  type: 'InvitationIssued';
  data: { organisationId: string; invitationId: string; expiresAt: string };
};

/** The organisation the newest invitation still valid at `now` asks the person to join. */
export function openInvitation(events: InviteeEvent[], now: string): InviteeEvent['data'] | null {
  const open = events.filter((event) => Date.parse(event.data.expiresAt) > Date.parse(now));
  return open.length ? open[open.length - 1].data : null;
}

import { tagsForUpdate } from './live-update-tags';

describe('the cached entries a live update changes', () => {
  it.each([
    ['a user stream: that user', { type: 'UserProfileUpdated', streamId: 'user-5f0c-41aa', organisationId: 'c-1' }, [{ type: 'User', id: '5f0c-41aa' }]],
    ['an organisation stream: that organisation', { type: 'EmailDomainsSet', streamId: 'organisation-c-1', organisationId: 'c-1' }, [{ type: 'Customer', id: 'c-1' }]],
    [
      "a join: the user and the organisation's member count",
      { type: 'UserJoinedOrganisation', streamId: 'user-u-2', organisationId: 'c-1' },
      [{ type: 'User', id: 'u-2' }, { type: 'Customer', id: 'c-1' }],
    ],
    ['a namespace claim: none', { type: 'NamespaceClaimed', streamId: 'namespace-acme', organisationId: 'c-1' }, []],
    ['an invitee stream: none', { type: 'InvitationIssued', streamId: 'invitee-ada@acme.io', organisationId: 'c-1' }, []],
    ['a stream without an id: none', { type: 'UserProfileUpdated', streamId: 'user-', organisationId: 'c-1' }, []],
    ['no stream: none', { type: 'UserProfileUpdated', organisationId: 'c-1' }, []],
  ])('%s', (_case, update, tags) => {
    expect(tagsForUpdate(update)).toEqual(tags);
  });
});

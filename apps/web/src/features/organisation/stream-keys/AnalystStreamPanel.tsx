import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { errorStatus } from '../../../lib/api-errors';
import { useFormatters } from '../../../lib/format';
import { NO_AUTOMATIC_REFETCH } from '../../../lib/cache-policy';
import { useGetCurrentUserQuery } from '../../../lib/session-api';
import { CreatedKeyNotice } from './CreatedKeyNotice';
import { RevokeKeyDialog } from './RevokeKeyDialog';
import { curlExample, streamAddress } from './stream-address';
import { type CreatedStreamKey, type StreamKey, useCreateStreamKeyMutation, useListStreamKeysQuery } from './stream-keys-api';
import './stream-keys.css';

/** As the server counts a name's length: in characters, not UTF-16 units. */
const NAME_MAX_CHARS = 60;

/**
 * The analyst stream in the organisation's settings: how to read it (address and a curl line),
 * and, for Admins, the keys programs read it with: created (the secret shown once), listed, revoked.
 */
export function AnalystStreamPanel() {
  const { t } = useTranslation('streamKeys');
  const { data: user } = useGetCurrentUserQuery(undefined, NO_AUTOMATIC_REFETCH);
  const isAdmin = user?.customer?.member_role === 'Admin';
  const address = streamAddress();
  return (
    <section className="panel stream-keys" aria-labelledby="analyst-stream-title">
      <h2 id="analyst-stream-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <h3>{t('address.title')}</h3>
      <code className="stream-keys__code">{address}</code>
      <h3>{t('example.title')}</h3>
      <pre className="stream-keys__code">
        <code>{curlExample(address)}</code>
      </pre>
      <p className="muted">{t('example.resume')}</p>
      {!user ? <Spinner /> : isAdmin ? <KeysForAdmins userId={user.user_id} /> : <Alert tone="info">{t('adminsOnly')}</Alert>}
    </section>
  );
}

function KeysForAdmins({ userId }: { userId: string }) {
  const { t } = useTranslation('streamKeys');
  const keys = useListStreamKeysQuery();
  const [created, setCreated] = useState<CreatedStreamKey | null>(null);
  const [revoking, setRevoking] = useState<StreamKey | null>(null);
  return (
    <>
      <h3>{t('keys.title')}</h3>
      <p className="muted">{t('keys.intro')}</p>
      {created ? (
        <CreatedKeyNotice created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateKeyForm userId={userId} onCreated={setCreated} />
      )}
      {keys.isLoading ? (
        <Spinner />
      ) : keys.isError ? (
        <div className="stack">
          <Alert tone="error">{t('keys.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void keys.refetch()}>
            {t('keys.retry')}
          </Button>
        </div>
      ) : (
        <KeyTable keys={keys.data?.keys ?? []} onRevoke={setRevoking} />
      )}
      <RevokeKeyDialog streamKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function CreateKeyForm({ userId, onCreated }: { userId: string; onCreated: (created: CreatedStreamKey) => void }) {
  const { t } = useTranslation('streamKeys');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateStreamKeyMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = name.trim();
    if (trimmed === '' || [...trimmed].length > NAME_MAX_CHARS) return setNameError(t('create.nameInvalid', { max: NAME_MAX_CHARS }));
    setNameError(null);
    try {
      onCreated(await create({ name: trimmed, created_by: userId }).unwrap());
      setName('');
    } catch (failure) {
      const data =
        failure && typeof failure === 'object' && 'data' in failure ? (failure.data as { code?: string } | undefined) : undefined;
      if (data?.code === 'STREAM_KEY_NAME_TAKEN') return setNameError(t('create.nameTaken'));
      if (data?.code === 'STREAM_KEY_NAME_INVALID') return setNameError(t('create.nameInvalid', { max: NAME_MAX_CHARS }));
      if (data?.code === 'STREAM_KEYS_TOO_MANY') return setError(t('create.tooMany'));
      setError(errorStatus(failure as Parameters<typeof errorStatus>[0]) === 403 ? t('adminsOnly') : t('create.failed'));
    }
  };

  return (
    <form className="stream-keys__create" onSubmit={submit} noValidate>
      <TextField
        label={t('create.name')}
        name="keyName"
        hint={t('create.nameHint')}
        value={name}
        error={nameError}
        maxLength={NAME_MAX_CHARS * 2}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" busy={isLoading}>
        {t('create.submit')}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}

function KeyTable({ keys, onRevoke }: { keys: StreamKey[]; onRevoke: (key: StreamKey) => void }) {
  const { t } = useTranslation('streamKeys');
  const format = useFormatters();
  if (keys.length === 0) return <p className="stream-keys__empty">{t('keys.empty')}</p>;
  return (
    <table className="stream-keys__table">
      <caption className="visually-hidden">{t('keys.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('keys.name')}</th>
          <th scope="col">{t('keys.prefix')}</th>
          <th scope="col">{t('keys.created')}</th>
          <th scope="col">{t('keys.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('keys.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.key_id}>
            <th scope="row" data-label={t('keys.name')}>
              {key.name}
            </th>
            <td data-label={t('keys.prefix')}>
              <code>{t('keys.prefixValue', { prefix: key.prefix })}</code>
            </td>
            <td data-label={t('keys.created')}>{format.date(key.created_at)}</td>
            <td data-label={t('keys.status')}>
              {key.revoked_at ? t('keys.revokedOn', { date: format.date(key.revoked_at) }) : t('keys.active')}
            </td>
            <td>
              {!key.revoked_at && (
                <Button variant="danger" onClick={() => onRevoke(key)} aria-label={t('keys.revokeNamed', { name: key.name })}>
                  {t('keys.revoke')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

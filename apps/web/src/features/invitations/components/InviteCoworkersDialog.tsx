import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/TextField';
import { Button } from '../../../components/ui/Button';
import { Alert } from '../../../components/ui/Alert';
import { useAppSelector } from '../../../lib/hooks';
import { useGetCurrentUserQuery } from '../../../lib/session-api';
import { NO_AUTOMATIC_REFETCH } from '../../../lib/cache-policy';
import { isEmailFormat } from '../../../lib/email-format';
import { useSendInvitationMutation } from '../api/invitations-api';

/** Refusals the person can act on, by the server's stable code; any other failure is the generic one. */
const REFUSALS: Record<string, string> = {
  SELF_INVITATION: 'refusals.selfInvitation',
  ALREADY_MEMBER: 'refusals.alreadyMember',
};

function errorCode(error: unknown): string | null {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

type Notice = { tone: 'error' | 'success'; text: string } | null;

export function InviteCoworkersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('invitations');
  const emailRef = useRef<HTMLInputElement>(null);
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  const { data: user } = useGetCurrentUserQuery(undefined, { skip: !isLoggedIn, ...NO_AUTOMATIC_REFETCH });
  const [sendInvitation, { isLoading }] = useSendInvitationMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const close = () => {
    setEmail('');
    setProblem(null);
    setNotice(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!email.trim()) return setProblem(t('common:validation.required'));
    if (!isEmailFormat(email)) return setProblem(t('common:validation.emailFormat'));
    setProblem(null);
    const invited = email.trim();
    const result = await sendInvitation({ email: invited });
    if (result.error) {
      setNotice({ tone: 'error', text: t(REFUSALS[errorCode(result.error) ?? ''] ?? 'failed') });
      return;
    }
    setNotice({ tone: 'success', text: t(result.data.resent ? 'resent' : 'sent', { email: invited }) });
    setEmail('');
    emailRef.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('title')}
      description={t('description', { organisation: user?.customer?.name ?? '' })}
      initialFocus={emailRef}
    >
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          ref={emailRef}
          label={t('email')}
          type="email"
          name="email"
          autoComplete="off"
          placeholder={t('emailPlaceholder')}
          required
          value={email}
          error={problem}
          onChange={(event) => setEmail(event.target.value)}
        />
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="dialog__actions">
          <Button variant="ghost" onClick={close}>
            {notice?.tone === 'success' ? t('done') : t('cancel')}
          </Button>
          <Button type="submit" busy={isLoading}>
            {t('send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { PromptHints } from '../../../components/ui/PromptHints';
import { TextAreaField } from '../../../components/ui/TextAreaField';

const PROMPT_MAX = 1000;

/** Refine: a prompt saying what the document should put first; it is written again from the same insights. */
export function RefineWriteupDialog({
  open,
  onClose,
  onRefine,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  onRefine: (prompt: string) => Promise<string | null>;
  busy: boolean;
}) {
  const { t } = useTranslation('writeups');
  return (
    <Dialog open={open} onClose={onClose} title={t('refine.title')} description={t('refine.description')}>
      {open && <RefineForm onClose={onClose} onRefine={onRefine} busy={busy} />}
    </Dialog>
  );
}

function RefineForm({
  onClose,
  onRefine,
  busy,
}: {
  onClose: () => void;
  onRefine: (prompt: string) => Promise<string | null>;
  busy: boolean;
}) {
  const { t } = useTranslation('writeups');
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (prompt.trim() === '') {
      setError(t('refine.required'));
      return;
    }
    setError(null);
    setError(await onRefine(prompt.trim()));
  };
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        label={t('refine.prompt')}
        name="prompt"
        rows={4}
        required
        maxLength={PROMPT_MAX}
        value={prompt}
        error={error}
        hint={<PromptHints />}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('refine.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('refine.submit')}
        </Button>
      </div>
    </form>
  );
}

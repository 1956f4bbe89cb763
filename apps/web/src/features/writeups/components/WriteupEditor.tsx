import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useEditWriteupMutation } from '../api/writeups-api';
import type { Writeup, WriteupSection } from '../api/types';
import { citationNumbers } from '../markdown';
import { errorCode } from '../../../lib/api-errors';

const TITLE_MAX = 200;
const BLOCK_MAX = 5000;

type Problem = 'changed' | 'failed' | 'titleRequired' | 'tooLong';

/** Edit mode: the title and each paragraph in a field; Save keeps the wording as the next version. */
export function WriteupEditor({
  writeup,
  onCancel,
  onSaved,
  onReload,
}: {
  writeup: Writeup;
  onCancel: () => void;
  onSaved: (message: string) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('writeups');
  const [title, setTitle] = useState(writeup.title);
  const [sections, setSections] = useState<WriteupSection[]>(() =>
    writeup.sections.map((section) => ({ ...section, blocks: section.blocks.map((block) => ({ ...block })) })),
  );
  const [problem, setProblem] = useState<Problem | null>(null);
  const [edit, saving] = useEditWriteupMutation();
  const problemRef = useRef<HTMLDivElement>(null);

  const setText = (sectionIndex: number, blockIndex: number, text: string) =>
    setSections((current) =>
      current.map((section, s) =>
        s !== sectionIndex
          ? section
          : { ...section, blocks: section.blocks.map((block, b) => (b !== blockIndex ? block : { ...block, text })) },
      ),
    );

  const show = (next: Problem) => {
    setProblem(next);
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (title.trim() === '' || title.trim().length > TITLE_MAX) return show('titleRequired');
    if (sections.some((section) => section.blocks.some((block) => block.text.length > BLOCK_MAX))) return show('tooLong');
    try {
      const answer = await edit({
        productId: writeup.product_id,
        kind: writeup.kind,
        body: { title: title.trim(), sections, version: writeup.version },
      }).unwrap();
      onSaved(answer.version === writeup.version ? t('edit.unchanged') : t('edit.saved', { version: answer.version }));
    } catch (failure) {
      const code = errorCode(failure);
      if (code === 'WRITEUP_CHANGED') return show('changed');
      if (code === 'WRITEUP_TITLE_INVALID') return show('titleRequired');
      if (code === 'WRITEUP_BLOCK_TOO_LONG') return show('tooLong');
      show('failed');
    }
  };

  return (
    <form className="form writeup-editor" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField label={t('edit.title')} value={title} maxLength={TITLE_MAX} required onChange={(event) => setTitle(event.target.value)} />
      {sections.map((section, sectionIndex) => {
        const heading = t(`sections.${section.key}`, { defaultValue: section.key });
        return (
          <fieldset key={section.key} className="writeup-editor__section">
            <legend>{heading}</legend>
            {section.blocks.map((block, blockIndex) => {
              const numbers = citationNumbers(writeup, block.citations);
              return (
                <TextAreaField
                  key={block.id}
                  label={t('edit.paragraph', { section: heading, number: blockIndex + 1 })}
                  rows={4}
                  value={block.text}
                  hint={numbers.length > 0 ? t('edit.citations', { numbers: numbers.map((number) => `[${number}]`).join(' ') }) : undefined}
                  onChange={(event) => setText(sectionIndex, blockIndex, event.target.value)}
                />
              );
            })}
          </fieldset>
        );
      })}
      <div ref={problemRef} tabIndex={-1} className="writeup-editor__problem">
        {problem && (
          <Alert tone="error">
            <p>{t(`edit.${problem}`)}</p>
            {problem === 'changed' && (
              <Button variant="secondary" onClick={onReload}>
                {t('edit.reload')}
              </Button>
            )}
          </Alert>
        )}
      </div>
      <div className="writeup-editor__actions">
        <Button variant="secondary" onClick={onCancel} disabled={saving.isLoading}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" busy={saving.isLoading}>
          {saving.isLoading ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Dialog } from '../../../components/ui/Dialog';
import { KeywordsField } from '../../../components/ui/KeywordsField';
import { PromptHints } from '../../../components/ui/PromptHints';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TimeFrameField } from '../../../components/ui/TimeFrameField';
import { serverErrorText } from '../../../lib/api-errors';
import { useClock } from '../../../lib/clock';
import { presetRange, type DatePreset } from '../../../lib/date-presets';
import { useCreateProjectVersionMutation } from '../api/insights-api';
import type { CreateVersionResponse, Product } from '../api/types';

/** Refine: a new version of the project with a prompt, keywords and a time frame, analysed at once. */
export function RefineDialog({
  product,
  open,
  onClose,
  onRefined,
  useSalesData,
}: {
  product: Product;
  open: boolean;
  onClose: () => void;
  onRefined: (version: CreateVersionResponse) => void;
  /** "Use sales data" as the form opens; the current version's choice otherwise (sales data just added: ticked). */
  useSalesData?: boolean;
}) {
  const { t } = useTranslation('insights');
  return (
    <Dialog open={open} onClose={onClose} title={t('refine.title')} description={t('refine.description')}>
      {/* A fresh form each time the dialog opens. */}
      {open && (
        <RefineForm
          product={product}
          onClose={onClose}
          onRefined={onRefined}
          initialUseSalesData={useSalesData ?? product.use_sales_data}
        />
      )}
    </Dialog>
  );
}

function RefineForm({
  product,
  onClose,
  onRefined,
  initialUseSalesData,
}: {
  product: Product;
  onClose: () => void;
  onRefined: (version: CreateVersionResponse) => void;
  initialUseSalesData: boolean;
}) {
  const { t } = useTranslation('insights');
  const clock = useClock();
  const [prompt, setPrompt] = useState('');
  const [keywords, setKeywords] = useState<string[]>(product.keywords ?? []);
  const [preset, setPreset] = useState<DatePreset | ''>('');
  const [useSalesData, setUseSalesData] = useState(initialUseSalesData);
  const [error, setError] = useState<string | null>(null);
  const [refine, refining] = useCreateProjectVersionMutation();
  const errorRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const range = preset ? presetRange(preset, clock()) : null;
    try {
      const version = await refine({
        product_id: product.product_id,
        refinement_prompt: prompt.trim(),
        use_sales_data: useSalesData,
        keywords,
        sales_calls_start_date: range?.start ?? null,
        sales_calls_end_date: range?.end ?? null,
      }).unwrap();
      onRefined(version);
    } catch (failure) {
      setError(serverErrorText(failure as Parameters<typeof serverErrorText>[0]) ?? t('refine.failed'));
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  return (
    <form className="form refine-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField
        label={t('refine.prompt')}
        name="refinement_prompt"
        rows={4}
        value={prompt}
        hint={<PromptHints />}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <KeywordsField
        label={t('refine.keywords')}
        hint={t('refine.keywordsHint')}
        chosenLabel={t('refine.chosenKeywords')}
        addLabel={t('refine.addKeyword')}
        removeLabel={(keyword) => t('refine.removeKeyword', { keyword })}
        keywords={keywords}
        onChange={setKeywords}
      />
      <TimeFrameField label={t('refine.timeFrame')} value={preset} onChange={setPreset} />
      <CheckboxField
        label={t('refine.useSalesData')}
        description={t('refine.useSalesDataHint')}
        checked={useSalesData}
        onChange={(event) => setUseSalesData(event.target.checked)}
      />
      <div ref={errorRef} tabIndex={-1} className="refine-form__error">
        {error && <Alert tone="error">{error}</Alert>}
      </div>
      {refining.isLoading && <Alert tone="info">{t('refine.inProgress')}</Alert>}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={refining.isLoading}>
          {t('refine.cancel')}
        </Button>
        <Button type="submit" busy={refining.isLoading}>
          {refining.isLoading ? t('refine.submitting') : t('refine.submit')}
        </Button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorCode } from '../../../lib/api-errors';
import { useUpdateSurveyColumnsMutation } from '../api/documents-api';
import type { SurveyColumn, SurveyColumnType } from '../api/types';

const SURVEY_COLUMN_TYPES: readonly SurveyColumnType[] = ['likert', 'nps', 'text', 'numeric', 'None'];

type Notice = { tone: 'error' | 'success'; text: string } | null;

const sameColumns = (a: readonly SurveyColumn[], b: readonly SurveyColumn[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The survey's columns as the server typed them, for the person to correct: each column's type,
 * whether it is analysed, and a description. SPEC section 5: an analysed column cannot be "None".
 */
export function SurveyColumnEditor({ documentId, columns }: { documentId: string; columns: SurveyColumn[] }) {
  const { t } = useTranslation('dataLibrary');
  const idPrefix = useId();
  const [updateSurveyColumns, { isLoading }] = useUpdateSurveyColumnsMutation();
  const [draft, setDraft] = useState(columns);
  const [seen, setSeen] = useState(columns);
  const [notice, setNotice] = useState<Notice>(null);

  // Someone saved new columns (a live update refetched them): shown unless this person is editing.
  if (columns !== seen) {
    setSeen(columns);
    if (sameColumns(draft, seen)) setDraft(columns);
  }

  const change = (index: number, patch: Partial<SurveyColumn>) => {
    setNotice(null);
    setDraft((current) => current.map((column, at) => (at === index ? { ...column, ...patch } : column)));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.some((column) => column.include && column.type === 'None')) {
      setNotice({ tone: 'error', text: t('survey.untyped') });
      return;
    }
    setNotice(null);
    const result = await updateSurveyColumns({
      document_id: documentId,
      columns: draft.map(({ name, type, include, description }) => ({ name, type, include, description })),
    });
    if (result.error) {
      setNotice({ tone: 'error', text: t(errorCode(result.error) === 'SURVEY_COLUMN_UNTYPED' ? 'survey.untyped' : 'survey.failed') });
      return;
    }
    setNotice({ tone: 'success', text: t('survey.saved') });
  };

  const heads = {
    column: t('survey.columns.name'),
    type: t('survey.columns.type'),
    evidence: t('survey.columns.evidence'),
    include: t('survey.columns.include'),
    description: t('survey.columns.description'),
  };
  const untyped = (column: SurveyColumn) => column.include && column.type === 'None';

  return (
    <section className="panel" aria-labelledby="survey-columns-title">
      <div>
        <h2 id="survey-columns-title">{t('survey.title')}</h2>
        <p className="muted">{t('survey.intro')}</p>
      </div>
      {draft.length === 0 ? (
        <p className="muted">{t('survey.noColumns')}</p>
      ) : (
        <form className="form" onSubmit={save} noValidate>
          <table className="data-table survey-editor">
            <caption className="visually-hidden">{t('survey.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{heads.column}</th>
                <th scope="col">{heads.type}</th>
                <th scope="col">{heads.evidence}</th>
                <th scope="col">{heads.include}</th>
                <th scope="col">{heads.description}</th>
              </tr>
            </thead>
            <tbody>
              {draft.map((column, index) => {
                const id = `${idPrefix}-${index}`;
                return (
                  <tr key={column.name} className={untyped(column) ? 'is-invalid' : undefined}>
                    <th scope="row" className="survey-editor__name">
                      {column.name}
                    </th>
                    <td data-label={heads.type}>
                      <label className="visually-hidden" htmlFor={`${id}-type`}>
                        {t('survey.typeOf', { column: column.name })}
                      </label>
                      <select
                        id={`${id}-type`}
                        className="field__input field__select"
                        value={column.type}
                        aria-invalid={(notice?.tone === 'error' && untyped(column)) || undefined}
                        onChange={(event) => change(index, { type: event.target.value as SurveyColumnType })}
                      >
                        {SURVEY_COLUMN_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {t(`survey.types.${type}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label={heads.evidence} className="survey-editor__evidence">
                      {column.evidence}
                    </td>
                    <td data-label={heads.include}>
                      <input
                        id={`${id}-include`}
                        type="checkbox"
                        className="checkbox__input"
                        checked={column.include}
                        onChange={(event) => change(index, { include: event.target.checked })}
                      />
                      <label className="visually-hidden" htmlFor={`${id}-include`}>
                        {t('survey.includeOf', { column: column.name })}
                      </label>
                    </td>
                    <td data-label={heads.description}>
                      <label className="visually-hidden" htmlFor={`${id}-description`}>
                        {t('survey.descriptionOf', { column: column.name })}
                      </label>
                      <input
                        id={`${id}-description`}
                        type="text"
                        className="field__input"
                        value={column.description}
                        placeholder={t('survey.descriptionPlaceholder')}
                        onChange={(event) => change(index, { description: event.target.value })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <div>
            <Button type="submit" busy={isLoading}>
              {t('survey.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

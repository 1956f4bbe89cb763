import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { useListProjectPagesInfiniteQuery } from '../../features/projects/api/projects-api';
import type { Product } from '../../features/projects/api/types';
import { useGetProjectDetailQuery, useListRecommendationsQuery } from '../../features/insights/api/insights-api';

/** The most insights a document can rest on. */
export const INSIGHTS_MAX = 50;
const PROJECTS_PAGE_SIZE = 100;

/** A project with insights: an analysis of it found some. */
const analysed = (product: Product) => product.insight_count > 0;

/**
 * The organisation's analysed projects to choose from. A project named in the address (?product=)
 * is offered even when it is not among them (the server says whether it can be used).
 */
export function ProjectField({
  namespace,
  value,
  onChange,
  error,
}: {
  namespace: string;
  value: string;
  onChange: (productId: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('writeups');
  const list = useListProjectPagesInfiniteQuery({ customer: namespace, status: 'Live', page_size: PROJECTS_PAGE_SIZE });
  const projects = (list.data?.pages.flatMap((page) => page.products) ?? []).filter(analysed);
  const listed = projects.some((project) => project.product_id === value);
  const named = useGetProjectDetailQuery(value, { skip: !value || listed || list.isLoading });

  if (list.isLoading) return <Spinner />;
  if (list.isError && !list.data) return <Alert tone="error">{t('picker.loadFailed')}</Alert>;
  const options = projects.map((project) => ({ value: project.product_id, label: project.name || project.product_id }));
  if (value && !listed && named.data) options.unshift({ value, label: named.data.product.name || value });
  if (options.length === 0) return <Alert tone="info">{t('picker.none')}</Alert>;
  return (
    <SelectField
      label={t('picker.project')}
      options={options}
      placeholder={t('picker.choose')}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The project's ranked insights to build on: none ticked means its top ones. */
export function InsightChoice({ productId, chosen, onChange }: { productId: string; chosen: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('writeups');
  const legendId = useId();
  const hintId = useId();
  const list = useListRecommendationsQuery({ product: productId });
  const [tooMany, setTooMany] = useState(false);
  const toggle = (id: string, on: boolean) => {
    if (on && chosen.length >= INSIGHTS_MAX) {
      setTooMany(true);
      return;
    }
    setTooMany(false);
    onChange(on ? [...chosen, id] : chosen.filter((each) => each !== id));
  };
  let content;
  if (list.isLoading) content = <p className="muted">{t('picker.insightsLoading')}</p>;
  else if (!list.data || list.data.recommendations.length === 0) content = <p className="muted">{t('picker.insightsNone')}</p>;
  else {
    content = (
      <ul className="writeup-insights">
        {list.data.recommendations.map((recommendation) => (
          <li key={recommendation.recommendation_id}>
            <label>
              <input
                type="checkbox"
                checked={chosen.includes(recommendation.recommendation_id)}
                onChange={(event) => toggle(recommendation.recommendation_id, event.target.checked)}
              />
              <span>{recommendation.title}</span>
            </label>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={hintId}>
      <legend id={legendId}>{t('picker.insights')}</legend>
      <p id={hintId} className="muted">
        {t('picker.insightsHint')} {chosen.length > 0 && <span>{t('picker.chosen', { count: chosen.length })}</span>}
      </p>
      {content}
      {tooMany && (
        <p className="writeup-field-error" role="alert">
          {t('picker.tooMany', { max: INSIGHTS_MAX })}
        </p>
      )}
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import type { SalesSummary as Summary } from '../api/types';
import { SalesAmount } from './SalesAmount';
import { useFormatters } from './format';

/**
 * The fields read from a CRM export, in the order of a row: a copy of SALES_FIELDS in
 * libs/ingestion/src/model/ingested-document.ts (the web app cannot import the library).
 */
export const SALES_FIELDS = ['account', 'arr', 'stage', 'close_date', 'created_date', 'domain'] as const;

/** What a CRM export holds: its accounts, their total ARR, and which column each field was read from. */
export function SalesSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('dataLibrary');
  const format = useFormatters();
  // A field the server adds later still shows, under its own name.
  const others = Object.keys(summary.columns).filter((field) => !(SALES_FIELDS as readonly string[]).includes(field));
  return (
    <section className="panel" aria-labelledby="sales-summary-title">
      <h2 id="sales-summary-title">{t('sales.summaryTitle')}</h2>
      <dl className="sales-figures">
        <div className="sales-figures__item">
          <dt>{t('sales.accounts')}</dt>
          <dd>
            <span className="sales-amount__value">{format.number(summary.accounts)}</span>
          </dd>
        </div>
        <div className="sales-figures__item">
          <dt>{t('sales.totalArr')}</dt>
          <dd>
            <SalesAmount value={summary.total_arr} />
          </dd>
        </div>
      </dl>
      <p className="muted">{t('sales.totalArrNote')}</p>
      <table className="data-table data-table--compact sales-columns">
        <caption className="sales-columns__caption">{t('sales.columnsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sales.columnsField')}</th>
            <th scope="col">{t('sales.columnsHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {[...SALES_FIELDS, ...others].map((field) => {
            const header = summary.columns[field];
            return (
              <tr key={field}>
                <th scope="row">{(SALES_FIELDS as readonly string[]).includes(field) ? t(`sales.fields.${field}`) : field}</th>
                <td data-label={t('sales.columnsHeader')}>{header ? header : <span className="muted">{t('sales.notFound')}</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

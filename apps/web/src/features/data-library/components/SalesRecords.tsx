import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useSalesRecords } from '../hooks/use-sales-records';
import { Pagination } from './Pagination';
import { useFormatters } from './format';

/** A CRM export's rows as they were read, a page at a time: what the analysis matches insights with. */
export function SalesRecords({ documentId }: { documentId: string }) {
  const { t } = useTranslation('dataLibrary');
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const records = useSalesRecords(documentId, page);
  const columns = {
    row: t('sales.records.row'),
    account: t('sales.fields.account'),
    arr: t('sales.fields.arr'),
    stage: t('sales.fields.stage'),
    closeDate: t('sales.fields.close_date'),
    createdDate: t('sales.fields.created_date'),
    domain: t('sales.fields.domain'),
  };
  // A field the export leaves empty for a row shows as a dash, as elsewhere in the library's tables.
  const day = (value: string | undefined) => (value ? <time dateTime={value}>{format.day(value) ?? value}</time> : '—');
  const text = (value: string | undefined) => value || '—';

  let body: ReactNode;
  if (records.isLoading) body = <Spinner />;
  else if (records.failed) {
    body = (
      <div className="stack">
        <Alert tone="error">{t('sales.records.failed')}</Alert>
        <div>
          <Button variant="secondary" busy={records.busy} onClick={records.retry}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (records.records.length === 0) {
    body = <p className="muted">{t('sales.records.empty')}</p>;
  } else {
    body = (
      <table className="data-table data-table--compact sales-records" aria-busy={records.busy || undefined}>
        <caption className="visually-hidden">{t('sales.records.caption', { page })}</caption>
        <thead>
          <tr>
            <th scope="col" className="data-table__number">
              {columns.row}
            </th>
            <th scope="col">{columns.account}</th>
            <th scope="col" className="data-table__number">
              {columns.arr}
            </th>
            <th scope="col">{columns.stage}</th>
            <th scope="col">{columns.closeDate}</th>
            <th scope="col">{columns.createdDate}</th>
            <th scope="col">{columns.domain}</th>
          </tr>
        </thead>
        <tbody>
          {records.records.map((record) => (
            <tr key={record.row}>
              <td data-label={columns.row} className="data-table__number">
                {format.number(record.row)}
              </td>
              <th scope="row" className="data-table__name">
                {record.account}
              </th>
              <td data-label={columns.arr} className="data-table__number">
                {record.arr === undefined ? '—' : format.number(record.arr)}
              </td>
              <td data-label={columns.stage}>{text(record.stage)}</td>
              <td data-label={columns.closeDate}>{day(record.close_date)}</td>
              <td data-label={columns.createdDate}>{day(record.created_date)}</td>
              <td data-label={columns.domain} className="sales-records__domain">
                {text(record.domain)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="panel" aria-labelledby="sales-records-title">
      <h2 id="sales-records-title">{t('sales.records.title')}</h2>
      <p className="muted">{t('sales.records.intro')}</p>
      {body}
      {!records.failed && <Pagination page={page} hasNext={records.hasNext} onPage={setPage} />}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useGetRecommendationArrQuery } from '../api/insights-api';
import type { RecommendationArr } from '../api/types';
import { useFormatters } from './format';

/**
 * The insight's total ARR: the revenue of the sales data's accounts raising it, each account once,
 * and the largest of them. An analysis without sales data knows no revenue (null, not zero), and
 * says how to bring it. Amounts have no currency: they are in the CRM export's own.
 */
export function InsightRevenue({ recommendationId }: { recommendationId: string }) {
  const { t } = useTranslation('insights');
  const arr = useGetRecommendationArrQuery(recommendationId);

  let body: ReactNode;
  if (arr.isLoading) body = <Spinner />;
  else if (!arr.data) {
    // The rest of the insight stands without it: the failure stays in this panel.
    body = (
      <div className="stack">
        <Alert tone="error">{t('arr.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" busy={arr.isFetching} onClick={() => void arr.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (arr.data.total_arr === null) {
    body = (
      <div className="arr-unknown">
        <p>{t('arr.noSalesData')}</p>
        <p className="muted">{t('arr.howToAdd')}</p>
      </div>
    );
  } else {
    body = <RevenueFigures arr={arr.data} total={arr.data.total_arr} />;
  }

  return (
    <section className="panel" aria-labelledby="insight-arr" aria-busy={arr.isFetching || undefined}>
      <h2 id="insight-arr">{t('arr.title')}</h2>
      {body}
    </section>
  );
}

function RevenueFigures({ arr, total }: { arr: RecommendationArr; total: number }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  const full = format.number(total);
  const short = format.compact(total);
  return (
    <div className="stack">
      <p className="arr-total">
        {/* The short form for the eye; the full figure, visible too, is the one read out. */}
        {short !== full && (
          <span className="arr-total__value" aria-hidden="true">
            {short}
          </span>
        )}{' '}
        <span className={short !== full ? 'arr-total__full' : 'arr-total__value'}>{full}</span>
      </p>
      {/* "Accounts: 3" rather than "across 3 accounts": the interface says counts without plural forms. */}
      <p className="muted">{t('arr.accounts', { value: format.number(arr.accounts) })}</p>
      {arr.top_accounts.length === 0 ? (
        <p className="muted">{t('arr.noAccounts')}</p>
      ) : (
        <table className="arr-accounts">
          <caption>{t('arr.topAccounts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('arr.account')}</th>
              <th scope="col" className="arr-accounts__number">
                {t('arr.arr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {arr.top_accounts.map((account) => (
              <tr key={account.account}>
                <th scope="row">{account.account}</th>
                <td className="arr-accounts__number">{format.number(account.arr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

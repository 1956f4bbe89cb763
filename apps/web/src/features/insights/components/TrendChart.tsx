import { Bar, BarChart, XAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Recommendation } from '../api/types';
import { useFormatters } from './format';

const WIDTH = 180;
const HEIGHT = 56;

/** Mentions per month, drawn small; the same numbers are in a table for screen readers. */
export function TrendChart({ chart, title }: { chart: NonNullable<Recommendation['chart']>; title: string }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  if (chart.length === 0) return null;
  const data = chart.map((point) => ({ month: format.month(point.month), mentions: point.mentions }));
  return (
    <figure className="trend-chart">
      <div className="trend-chart__drawing" aria-hidden="true">
        <BarChart width={WIDTH} height={HEIGHT} data={data} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
          <XAxis dataKey="month" hide />
          <Bar dataKey="mentions" fill="#4338ca" radius={[2, 2, 0, 0]} isAnimationActive={false} minPointSize={1} />
        </BarChart>
      </div>
      <figcaption className="trend-chart__caption">{t('trend.caption', { months: chart.length })}</figcaption>
      {/* A table ignores a width of 1px: the wrapper clips it, so it never widens the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('trend.tableCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trend.month')}</th>
              <th scope="col">{t('trend.mentions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point, index) => (
              <tr key={chart[index].month}>
                <th scope="row">{point.month}</th>
                <td>{format.number(point.mentions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

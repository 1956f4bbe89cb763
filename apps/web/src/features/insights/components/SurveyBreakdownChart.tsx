import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ColumnBreakdown } from './survey-breakdowns';
import { useFormatters } from './format';

const WIDTH = 320;
const HEIGHT = 180;
const THEME_COLOUR = '#4338ca';
const ALL_COLOUR = '#9aa3b8';

interface Row {
  label: string;
  theme: number;
  all: number;
}

/**
 * One survey column's answers from the respondents behind the insight, against all respondents:
 * a likert column's share of each answer, an NPS column's promoters, passives and detractors, a
 * numeric column's mean and median. The chart is drawn for the eye; the same numbers are in a
 * table for screen readers.
 */
export function SurveyBreakdownChart({ breakdown }: { breakdown: ColumnBreakdown }) {
  const { t } = useTranslation('insights');
  const format = useFormatters();
  let rows: Row[];
  let summary: string;
  let asShare: boolean;
  if (breakdown.type === 'likert') {
    asShare = true;
    rows = breakdown.all.distribution.map((point, index) => ({
      label: point.label ?? String(point.value),
      theme: breakdown.theme.distribution[index]?.share ?? 0,
      all: point.share,
    }));
    summary = t('survey.likertSummary', {
      theme: breakdown.theme.mean === null ? '—' : format.decimal(breakdown.theme.mean),
      all: breakdown.all.mean === null ? '—' : format.decimal(breakdown.all.mean),
    });
  } else if (breakdown.type === 'nps') {
    asShare = true;
    const share = (count: number, responses: number) => (responses === 0 ? 0 : count / responses);
    rows = (['promoters', 'passives', 'detractors'] as const).map((group) => ({
      label: t(`survey.${group}`),
      theme: share(breakdown.theme[group], breakdown.theme.responses),
      all: share(breakdown.all[group], breakdown.all.responses),
    }));
    summary = t('survey.npsSummary', {
      theme: breakdown.theme.nps === null ? '—' : format.score(breakdown.theme.nps),
      all: breakdown.all.nps === null ? '—' : format.score(breakdown.all.nps),
    });
  } else {
    asShare = false;
    rows = (['mean', 'median'] as const).map((measure) => ({
      label: t(`survey.${measure}`),
      theme: breakdown.theme[measure] ?? 0,
      all: breakdown.all[measure] ?? 0,
    }));
    summary = t('survey.numericSummary', {
      theme: breakdown.theme.mean === null ? '—' : format.decimal(breakdown.theme.mean),
      all: breakdown.all.mean === null ? '—' : format.decimal(breakdown.all.mean),
    });
  }
  const show = (value: number) => (asShare ? format.percent(value) : format.decimal(value));
  const typeName = t(`survey.types.${breakdown.type}`);

  return (
    <figure className="survey-chart">
      <figcaption>
        <span className="survey-chart__title">{breakdown.column}</span> <span className="badge badge--muted">{typeName}</span>
        <span className="survey-chart__summary">{summary}</span>
        <span className="survey-chart__responses">
          {t('survey.responses', { theme: format.number(breakdown.theme.responses), all: format.number(breakdown.all.responses) })}
        </span>
      </figcaption>
      <div className="survey-chart__drawing" aria-hidden="true">
        <ul className="chart-legend">
          <li>
            <span className="chart-legend__swatch chart-legend__swatch--theme" />
            {t('survey.theme')}
          </li>
          <li>
            <span className="chart-legend__swatch chart-legend__swatch--all" />
            {t('survey.all')}
          </li>
        </ul>
        <BarChart width={WIDTH} height={HEIGHT} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#dfe3ec" />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#5a6275' }} interval={0} />
          <YAxis width={40} tick={{ fontSize: 11, fill: '#5a6275' }} tickFormatter={(value: number) => show(value)} />
          <Bar dataKey="theme" fill={THEME_COLOUR} isAnimationActive={false} />
          <Bar dataKey="all" fill={ALL_COLOUR} isAnimationActive={false} />
        </BarChart>
      </div>
      {/* A table ignores a width of 1px: the wrapper clips it, so it never widens the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('survey.tableCaption', { column: breakdown.column })}</caption>
          <thead>
            <tr>
              <th scope="col">{breakdown.type === 'numeric' ? t('survey.measure') : t('survey.answer')}</th>
              <th scope="col">{t('survey.theme')}</th>
              <th scope="col">{t('survey.all')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{show(row.theme)}</td>
                <td>{show(row.all)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

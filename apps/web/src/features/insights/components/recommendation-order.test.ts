import { aRecommendation } from '../../../../test/product-fixtures';
import { rankRecommendations, withKeywords } from './recommendation-order';

const ids = (list: Array<{ recommendation_id: string }>) => list.map((each) => each.recommendation_id);

describe('the order of insights', () => {
  it('puts the highest user-updated impact score first, survey-based after others on ties, then more mentions, stale last', () => {
    const ranked = rankRecommendations([
      aRecommendation({ recommendation_id: 'stale', status: 'stale', user_updated_customer_impact_score: 100 }),
      aRecommendation({
        recommendation_id: 'survey',
        survey_column_name: 'Why',
        user_updated_customer_impact_score: 50,
        snippet_count: 99,
      }),
      aRecommendation({ recommendation_id: 'fewer', user_updated_customer_impact_score: 50, snippet_count: 3 }),
      aRecommendation({ recommendation_id: 'more', user_updated_customer_impact_score: 50, snippet_count: 9 }),
      aRecommendation({ recommendation_id: 'top', user_updated_customer_impact_score: 80, impact_score: 10 }),
    ]);
    expect(ids(ranked)).toEqual(['top', 'more', 'fewer', 'survey', 'stale']);
  });

  it('filters by keywords found in key phrases or the title, ignoring case', () => {
    const list = [
      aRecommendation({ recommendation_id: 'a', title: 'Slow exports', key_phrases: ['export'] }),
      aRecommendation({ recommendation_id: 'b', title: 'Pricing confusion', key_phrases: ['invoice'] }),
      aRecommendation({ recommendation_id: 'c', title: 'Login', key_phrases: ['SSO'] }),
    ];
    expect(ids(withKeywords(list, []))).toEqual(['a', 'b', 'c']);
    expect(ids(withKeywords(list, ['Pricing']))).toEqual(['b']);
    expect(ids(withKeywords(list, ['sso', 'export']))).toEqual(['a', 'c']);
  });
});

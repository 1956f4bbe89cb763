import { SALES_FORMAT_MESSAGE as DOMAIN_SALES_FORMAT_MESSAGE } from '@app/domain';
import { INGESTION_ERROR_CODES, SALES_FORMAT_MESSAGE } from '@app/ingestion';
import { INGESTION_REFUSAL_CODES } from '../../apps/web/src/features/data-library/components/upload-rules';

/**
 * The web app cannot import the ingestion library (it runs in Node), so it keeps its own list of
 * the library's refusal codes to translate them; this keeps the two lists the same, so a code
 * added to the library fails here until every language has words for it.
 */
describe('refusal codes the web app translates', () => {
  it('are exactly the ingestion library’s', () => {
    expect([...INGESTION_REFUSAL_CODES].sort()).toEqual([...INGESTION_ERROR_CODES].sort());
  });

  it('say the same of sales data that is not a table, whether the upload or the reading refuses it', () => {
    // The domain cannot import the ingestion library (it stays pure): each keeps the sentence.
    expect(DOMAIN_SALES_FORMAT_MESSAGE).toBe(SALES_FORMAT_MESSAGE);
  });
});

import { INGESTION_ERROR_CODES } from '@app/ingestion';
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
});

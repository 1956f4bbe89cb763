import { type JobEvent, type WriteupEvent, writeupJobId } from '@app/domain';
import type { WriteupView } from '@app/infrastructure/read-models';
import { recorded } from '../runtime/projection-fixtures.spec-helper';
import { type WriteupsEvent, writeupsProjection } from './writeups.projection';

const productId = 'p-1';
const jobId = writeupJobId(productId, 'value_prop', 1);
const AT = '2026-11-27T10:00:00.000Z';
const stream = `writeup-${productId}.value_prop`;

const requested: WriteupEvent = {
  type: 'WriteupRequested',
  data: {
    productId,
    organisationId: 'org-1',
    kind: 'value_prop',
    jobId,
    trigger: 'auto_build',
    prompt: null,
    brief: null,
    insightIds: null,
    requestedBy: 'u-1',
    requestedAt: AT,
  },
};
const progressed = (message: string, done: number, ofJob = jobId): Extract<JobEvent, { type: 'JobProgressed' }> => ({
  type: 'JobProgressed',
  data: { jobId: ofJob, attempt: 1, done, total: 3, message, progressedAt: AT },
});
const generated: WriteupEvent = {
  type: 'WriteupGenerated',
  data: {
    productId,
    kind: 'value_prop',
    jobId,
    version: 1,
    title: 'Value proposition: Travel',
    sections: [
      { key: 'pain_points', blocks: [{ id: 'pain_points.1', text: 'Lost luggage.', citations: [{ insightId: 'i-1', snippetId: 's-1' }] }] },
    ],
    basis: [{ insightId: 'i-1', title: 'Lost luggage', snippetCount: 14, version: 1 }],
    analysisVersion: 1,
    mode: 'offline',
    problems: [],
    generatedAt: AT,
  },
};
const edited: WriteupEvent = {
  type: 'WriteupEdited',
  data: {
    productId,
    kind: 'value_prop',
    version: 2,
    title: 'Our promise',
    sections: generated.data.sections,
    editedBy: 'u-2',
    editedAt: AT,
  },
};

function fold(events: Array<[WriteupsEvent, string]>): WriteupView | null {
  return events.reduce<WriteupView | null>(
    (doc, [event, streamId], index) => writeupsProjection.evolve(doc, recorded(event, { streamId, revision: index, position: index + 1 })),
    null,
  );
}

describe('writeups projection', () => {
  it('follows a generation from its request through the job’s stages to its version, then a person’s edit', () => {
    const generating = fold([
      [requested, stream],
      [progressed('Creating your document', 0), `job-${jobId}`],
      [progressed('Generating your document', 1), `job-${jobId}`],
    ]);
    expect(generating).toMatchObject({ status: 'generating', version: 0, generation: { stage: 'generating', trigger: 'auto_build' } });
    expect(generating?.generation?.progress).toBeCloseTo(1 / 3);

    const ready = fold([
      [requested, stream],
      [generated, stream],
      [edited, stream],
    ]);
    expect(ready).toMatchObject({
      writeup_id: `${productId}.value_prop`,
      status: 'ready',
      version: 2,
      title: 'Our promise',
      sections: [{ key: 'pain_points', blocks: [{ citations: [{ recommendation_id: 'i-1', snippet_id: 's-1' }] }] }],
      basis: [{ recommendation_id: 'i-1', title: 'Lost luggage', snippet_count: 14, version: 1 }],
      versions: [
        { version: 1, how: 'generated', trigger: 'auto_build', by: 'u-1', mode: 'offline' },
        { version: 2, how: 'edited', trigger: null, by: 'u-2' },
      ],
    });
  });

  it('says a generation failed, keeping what was there', () => {
    const failed = fold([
      [requested, stream],
      [
        { type: 'WriteupGenerationFailed', data: { productId, kind: 'value_prop', jobId, code: 'X', message: 'Broke.', failedAt: AT } },
        stream,
      ],
    ]);
    expect(failed).toMatchObject({ status: 'failed', version: 0, generation: { error_code: 'X', error_message: 'Broke.' } });
  });

  it('takes job progress only from the document’s own jobs', () => {
    const other = progressed('Analysing data', 1, 'analysis-p-1-1');
    expect(writeupsProjection.documentId(recorded(other, { streamId: 'job-analysis-p-1-1', revision: 0, position: 1 }))).toBeNull();
    expect(writeupsProjection.documentId(recorded(progressed('x', 1), { streamId: `job-${jobId}`, revision: 0, position: 1 }))).toBe(
      `${productId}.value_prop`,
    );
  });
});

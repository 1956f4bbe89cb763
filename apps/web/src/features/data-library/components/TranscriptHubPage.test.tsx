import { screen, within } from '@testing-library/react';
import { renderApp, signedIn } from '../../../../test/render-app';
import { installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { aTranscript } from '../test-support';

function openHub(transcripts: Route) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/transcripts': transcripts,
  });
  const app = renderApp('/settings/data-library/transcripts', { auth: signedIn });
  return { server, app };
}

describe('the transcript hub', () => {
  it('says so when there are no transcripts, in the words of the specification', async () => {
    openHub({ body: { transcripts: [], has_next: false } });
    expect(await screen.findByRole('heading', { name: 'No transcriptions available.' })).toBeInTheDocument();
    expect(document.title).toBe('Transcript hub · Insight Assistant');
  });

  it("lists the organisation's transcripts with speakers, duration, date and uploader, a page at a time", async () => {
    const { server, app } = openHub((call) => ({
      body:
        call.query.get('page') === '1'
          ? {
              transcripts: [
                aTranscript(),
                aTranscript({ document_id: 't-2', file_name: 'standup.srt', duration: 95, speakers: [], date: null }),
              ],
              has_next: true,
            }
          : { transcripts: [aTranscript({ document_id: 't-3', file_name: 'later.json', status: 'processing' })], has_next: false },
    }));
    const link = await screen.findByRole('link', { name: 'customer-call.vtt' });
    expect(link).toHaveAttribute('href', '/settings/data-library/documents/t-1');
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Ada, Grace');
    expect(first).toHaveTextContent('1:03:07');
    expect(first).toHaveTextContent('May 20, 2025');
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(second).toHaveTextContent('01:35');
    // Without a date of its own, a transcript is dated by its upload.
    expect(second).toHaveTextContent('Jun 2, 2025');

    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    const later = await screen.findByRole('link', { name: 'later.json' });
    expect(within(later.closest('tr')!).getByText('Processing')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/transcripts').map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(server.callsTo('GET', '/api/transcripts')[0].query.get('page_size')).toBe('20');
  });
});

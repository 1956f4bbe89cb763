import { screen, waitFor, within } from '@testing-library/react';
import { label, renderApp, signedIn } from '../../../../test/render-app';
import { errorBody, installFakeApi, type Route } from '../../../../test/fake-api';
import { aCustomer, aUser } from '../../../../test/fixtures';
import { startFakeLiveUpdates } from '../../../../test/fake-socket';
import { seriousAxeViolations } from '../../../../test/axe';
import { aGeneration, aWriteup } from '../test-support';

const SPEC = 'GET /api/products/p-1/writeups/product_spec';
const GENERATE = 'POST /api/products/p-1/writeups/product_spec';

function openDocument(path = '/customer/acme/prd/p-1', routes: Record<string, Route> = {}) {
  const server = installFakeApi({
    'GET /api/user/api': { body: aUser() },
    'GET /api/customers/api': { body: [aCustomer()] },
    'GET /api/comments/members': { body: [{ user_id: 'u-1', name: 'Ada Lovelace' }] },
    [SPEC]: { body: aWriteup() },
    [GENERATE]: { status: 202, body: { product_id: 'p-1', kind: 'product_spec', job_id: 'writeup-p-1.product_spec-2' } },
    ...routes,
  });
  const app = renderApp(path, { auth: signedIn });
  return { server, app };
}

describe('a generated document’s page', () => {
  it('shows the title, the translated sections, each paragraph’s citations linking to their quotes, the sources and the versions', async () => {
    openDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    // The first test of the file also waits for the lazily loaded page's first transform.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Onboarding research: product spec' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Product spec · Insight Assistant');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Problem Statement', 'User Stories', 'Sources', 'Version history']);

    const problem = screen.getByRole('region', { name: 'Problem Statement' });
    expect(problem).toHaveTextContent('New customers cannot tell why their imports fail. [1] [2]');
    expect(within(problem).getByRole('link', { name: 'Source [1]' })).toHaveAttribute('href', '/customer/acme/insight/r-1?snippet=d-1%3A3');
    expect(within(problem).getByRole('link', { name: 'Source [2]' })).toHaveAttribute('href', '/customer/acme/insight/r-2');

    const sources = within(screen.getByRole('region', { name: 'Sources' })).getAllByRole('listitem');
    expect(sources).toHaveLength(2);
    expect(sources[0]).toHaveTextContent('Imports fail without saying why');
    expect(sources[0]).toHaveTextContent('The import just stops.');
    expect(within(sources[0]).getByRole('link')).toHaveAttribute('href', '/customer/acme/insight/r-1?snippet=d-1%3A3');
    expect(sources[1]).toHaveTextContent('The insight as a whole');

    const versions = screen.getByRole('region', { name: 'Version history' });
    expect(await within(versions).findByText(/Generated · requested · offline · by Ada Lovelace/)).toBeInTheDocument();
    // Offline without a problem: no note about the model.
    expect(screen.queryByText(/model/)).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('reads an earlier version as it was written, in place under its entry', async () => {
    const { server, app } = openDocument('/customer/acme/prd/p-1', {
      [SPEC]: {
        body: aWriteup({
          version: 2,
          versions: [
            { version: 1, how: 'generated', trigger: 'generate', prompt: null, mode: 'offline', by: 'u-1', at: '2025-06-03T10:00:00.000Z' },
            { version: 2, how: 'edited', trigger: null, prompt: null, mode: null, by: 'u-1', at: '2025-06-04T10:00:00.000Z' },
          ],
        }),
      },
      'GET /api/products/p-1/writeups/product_spec/versions/1': {
        body: {
          product_id: 'p-1',
          kind: 'product_spec',
          version: 1,
          how: 'generated',
          by: null,
          at: '2025-06-03T10:00:00.000Z',
          title: 'The first draft',
          sections: [{ key: 'problem_statement', blocks: [{ id: 'problem_statement.1', text: 'Imports failed quietly.', citations: [] }] }],
        },
      },
    });
    const versions = await screen.findByRole('region', { name: 'Version history' }, { timeout: 5000 });
    // The latest version is the page itself: only the earlier one can be read.
    expect(within(versions).queryByRole('button', { name: 'Read version 2' })).not.toBeInTheDocument();
    const read = within(versions).getByRole('button', { name: 'Read version 1' });
    expect(read).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(read);
    const earlier = await within(versions).findByRole('article', { name: 'Version 1' });
    expect(within(earlier).getByRole('heading', { name: 'The first draft' })).toBeInTheDocument();
    expect(within(earlier).getByRole('heading', { name: 'Problem Statement' })).toBeInTheDocument();
    expect(earlier).toHaveTextContent('Imports failed quietly.');
    expect(within(versions).getByRole('button', { name: 'Hide version 1' })).toHaveAttribute('aria-expanded', 'true');
    expect(server.callsTo('GET', '/api/products/p-1/writeups/product_spec/versions/1')).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('offers to generate a document not generated yet', async () => {
    const { server } = openDocument('/customer/acme/prd/p-1', {
      [SPEC]: { status: 404, body: errorBody(404, 'This document has not been generated yet.', 'WRITEUP_NOT_FOUND') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No product spec yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build all three documents' })).toHaveAttribute(
      'href',
      '/customer/acme/auto-build?product=p-1',
    );
    server.route({
      [SPEC]: { body: aWriteup({ status: 'generating', version: 0, sections: [], sources: [], versions: [], generation: aGeneration() }) },
    });
    await screen.findByRole('button', { name: 'Generate' }).then((button) => button.click());
    await waitFor(() => expect(server.callsTo('POST', '/api/products/p-1/writeups/product_spec')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/products/p-1/writeups/product_spec')[0].body).toEqual({});
    expect(await screen.findByRole('progressbar', { name: 'Writing the document' })).toBeInTheDocument();
  });

  it('sends the research brief’s questions when it has none yet', async () => {
    openDocument('/customer/acme/brief/p-1', {
      'GET /api/products/p-1/writeups/research_plan': { status: 404, body: errorBody(404, 'Not yet.', 'WRITEUP_NOT_FOUND') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No research brief yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answer the brief’s questions' })).toHaveAttribute(
      'href',
      '/customer/acme/generate-research-plan?product=p-1',
    );
  });

  it('follows a generation through its stages, in words, with the previous version still shown', async () => {
    const generating = (stage: 'creating' | 'updating' | 'generating', progress: number, version = 0) =>
      aWriteup({
        status: 'generating',
        version,
        ...(version === 0 ? { sections: [], sources: [], versions: [] } : {}),
        generation: aGeneration({ stage, progress }),
      });
    const { server, app } = openDocument('/customer/acme/prd/p-1', { [SPEC]: { body: generating('creating', 0) } });
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    const bar = await screen.findByRole('progressbar', { name: 'Writing the document' });
    expect(bar).toHaveAttribute('aria-valuetext', '0% done: Creating your document');
    expect(screen.getByText('Creating your document')).toHaveAttribute('aria-live', 'polite');

    server.route({ [SPEC]: { body: generating('generating', 0.5) } });
    sockets[0].emit('updates', [{ type: 'JobProgressed', position: 11, streamId: 'job-writeup-p-1.product_spec-1' }]);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '50% done: Generating your document'));

    server.route({ [SPEC]: { body: generating('updating', 0.2, 1) } });
    sockets[0].emit('updates', [{ type: 'WriteupRequested', position: 12, streamId: 'writeup-p-1.product_spec' }]);
    expect(await screen.findByText('Updating your document')).toBeInTheDocument();
    expect(screen.getByText('The current version stays below until the new one is ready.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Problem Statement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refine' })).toBeDisabled();
    expect(await seriousAxeViolations()).toEqual([]);

    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('ja');
    expect(await screen.findByText('ドキュメントを更新中')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    stop();
  });

  it('says the research brief could not be generated, and tries again', async () => {
    const { server } = openDocument('/customer/acme/brief/p-1', {
      'GET /api/products/p-1/writeups/research_plan': {
        body: aWriteup({
          kind: 'research_plan',
          status: 'failed',
          version: 0,
          sections: [],
          sources: [],
          versions: [],
          generation: aGeneration({ error_code: 'PROJECT_NOT_FOUND', error_message: 'The project of this document no longer exists.' }),
        }),
      },
      'POST /api/products/p-1/writeups/research_plan': { status: 202, body: { product_id: 'p-1', kind: 'research_plan', job_id: 'j' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate research brief');
    expect(alert).toHaveTextContent('Details: The project of this document no longer exists.');
    await screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(server.callsTo('POST', '/api/products/p-1/writeups/research_plan')).toHaveLength(1));
  });

  it('says what changed in the evidence and refreshes the document', async () => {
    const { server, app } = openDocument('/customer/acme/prd/p-1', {
      [SPEC]: {
        body: aWriteup({
          stale: true,
          newer_analysis: 3,
          changes: [
            { recommendation_id: 'r-1', title: 'Imports fail without saying why', change: 'dismissed' },
            { recommendation_id: 'r-2', title: 'Setup takes too long', change: 'stale' },
          ],
        }),
      },
    });
    const banner = await screen.findByRole('region', { name: 'The evidence changed since this document was written' });
    const changes = within(banner)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'The project was analysed again (version 3).',
      'Imports fail without saying why: dismissed',
      'Setup takes too long: no longer supported by the latest analysis',
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
    await app.user.click(within(banner).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/products/p-1/writeups/product_spec')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/products/p-1/writeups/product_spec')[0].body).toEqual({});
  });

  it('becomes stale when a cited insight changes', async () => {
    const { server, app } = openDocument();
    const { sockets, stop } = startFakeLiveUpdates(app.store);
    await screen.findByRole('heading', { level: 1, name: 'Onboarding research: product spec' });
    server.route({
      [SPEC]: {
        body: aWriteup({
          stale: true,
          changes: [{ recommendation_id: 'r-1', title: 'Imports fail without saying why', change: 'deleted' }],
        }),
      },
    });
    sockets[0].emit('updates', [{ type: 'InsightDeleted', position: 20, streamId: 'insight-r-1' }]);
    expect(await screen.findByText('Imports fail without saying why: deleted')).toBeInTheDocument();
    stop();
  });

  it('says when the model was not used, and why', async () => {
    openDocument('/customer/acme/prd/p-1', { [SPEC]: { body: aWriteup({ problems: ['The model did not answer in 30 s.'] }) } });
    expect(await screen.findByText('Written offline from your data because the model was unavailable.')).toBeInTheDocument();
    expect(screen.getByText('The model did not answer in 30 s.')).toBeInTheDocument();
  });

  it('edits each paragraph and the title, saving them as the next version', async () => {
    const { server, app } = openDocument('/customer/acme/prd/p-1', {
      'PUT /api/products/p-1/writeups/product_spec': () => {
        server.route({ [SPEC]: { body: aWriteup({ version: 2, title: 'Imports, explained' }) } });
        return { body: { product_id: 'p-1', kind: 'product_spec', version: 2 } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText(label('Title'));
    await app.user.clear(title);
    await app.user.type(title, 'Imports, explained');
    const paragraph = screen.getByRole('textbox', { name: 'Problem Statement, paragraph 1' });
    expect(paragraph).toHaveAccessibleDescription('Cites [1] [2]');
    await app.user.clear(paragraph);
    await app.user.type(paragraph, 'Imports fail silently.');
    expect(await seriousAxeViolations()).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes were saved as version 2.')).toBeInTheDocument();
    const [put] = server.callsTo('PUT', '/api/products/p-1/writeups/product_spec');
    expect(put.body).toEqual({
      title: 'Imports, explained',
      version: 1,
      sections: [
        { key: 'problem_statement', blocks: [{ ...aWriteup().sections[0].blocks[0], text: 'Imports fail silently.' }] },
        aWriteup().sections[1],
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports, explained' })).toBeInTheDocument();
  });

  it('says someone else changed the document since, and reloads it', async () => {
    const { server, app } = openDocument('/customer/acme/prd/p-1', {
      'PUT /api/products/p-1/writeups/product_spec': {
        status: 409,
        body: errorBody(409, 'Someone changed this document since you opened it.', 'WRITEUP_CHANGED'),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    await app.user.type(screen.getByRole('textbox', { name: 'User Stories, paragraph 1' }), ' Soon.');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone changed this document since you opened it. Reload it to see their version.',
    );
    const before = server.callsTo('GET', '/api/products/p-1/writeups/product_spec').length;
    await app.user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.queryByRole('textbox', { name: 'User Stories, paragraph 1' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/products/p-1/writeups/product_spec').length).toBeGreaterThan(before));
  });

  it('cancels an edit, keeping the document as it was', async () => {
    const { server, app } = openDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    await app.user.type(screen.getByRole('textbox', { name: 'User Stories, paragraph 1' }), ' Soon.');
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'User Stories' })).toHaveTextContent('As an admin, I want to see why an import failed. [1]');
    expect(server.callsTo('PUT', '/api/products/p-1/writeups/product_spec')).toHaveLength(0);
  });

  it('refines the document with a prompt, with the prompt hints', async () => {
    const { server, app } = openDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Refine' }));
    const dialog = screen.getByRole('dialog', { name: 'Refine the document' });
    expect(within(dialog).getByText('Add a time frame, such as “past month”.')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Refine' }));
    expect(within(dialog).getByText('Say how the document should change.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox', { name: label('How should it change?') }), 'Focus on admins');
    expect(await seriousAxeViolations()).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Refine' }));
    expect(await screen.findByText('Refining the document. It updates here when it is ready.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/products/p-1/writeups/product_spec')[0].body).toEqual({ prompt: 'Focus on admins' });
  });

  it('downloads the document as Markdown and prints it', async () => {
    const { app } = openDocument();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:writeup';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await app.user.click(await screen.findByRole('button', { name: 'Download Markdown' }));
      expect(blobs).toHaveLength(1);
      expect(blobs[0].type).toBe('text/markdown;charset=utf-8');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blobs[0]);
      });
      expect(text).toContain(
        '# Onboarding research: product spec\n\n## Problem Statement\n\nNew customers cannot tell why their imports fail. [1] [2]',
      );
      expect(text).toContain('## Sources\n\n1. Imports fail without saying why: “The import just stops.”\n2. Setup takes too long\n');
      expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('onboarding-research-product-spec.md');
      await app.user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      click.mockRestore();
      print.mockRestore();
    }
  });
});

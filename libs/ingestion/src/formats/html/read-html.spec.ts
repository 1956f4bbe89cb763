import http from 'node:http';
import https from 'node:https';
import { ingestFile } from '../../ingest-file';
import { MAX_HTML_DEPTH, MAX_HTML_ELEMENTS } from './html-shape';
import { readHtml } from './read-html';
import { refusalOf } from '../../refusal.spec-helper';

const ingest = (content: string | Buffer, fileName = 'page.html') =>
  ingestFile({ bytes: typeof content === 'string' ? Buffer.from(content, 'utf8') : content, fileName }, { readers: { html: readHtml } });

const BLOG_POST = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>What customers told us about invoicing – Acme Blog</title>
  <style>body { font-family: sans-serif; } .menu { display: flex; }</style>
  <script>window.trackPageView("invoicing"); document.write("Tracking script text");</script>
  <link rel="stylesheet" href="https://cdn.example.com/site.css">
</head>
<body>
  <div id="cookie-banner" class="cookie-banner">We use cookies to improve your experience. <button>Accept all cookies</button></div>
  <header class="site-header">
    <a href="/" class="logo">Acme</a>
    <nav class="main-menu"><ul><li><a href="/product">Product</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/login">Log in</a></li></ul></nav>
  </header>
  <main>
    <article>
      <h1>What customers told us about invoicing</h1>
      <p class="byline">By Dana Smith, March 2024</p>
      <p>Over the last quarter we interviewed forty customers about how they send and track invoices. The same complaints came up again and again, and some of them surprised us.</p>
      <h2>Finding old invoices</h2>
      <p>Most customers could not find an invoice older than three months without asking support. One finance manager said: <em>"I spend every Monday morning searching for last quarter's invoices."</em></p>
      <p>Several customers export everything to spreadsheets at the end of each month,
         just to be able to search it, which takes them hours.</p>
      <h3>What they asked for</h3>
      <ul>
        <li>A search box that finds invoices by customer name, amount or date.</li>
        <li>Filters for paid, unpaid and overdue invoices on the same page.</li>
      </ul>
      <h2>Paying in other currencies</h2>
      <p>Customers who sell abroad told us that converting amounts by hand leads to mistakes, and that their own customers are confused by invoices in dollars.</p>
      <blockquote><p>We lost a client in Germany because our invoices kept showing the wrong total after conversion.</p></blockquote>
      <table><tr><th>Request</th><th>Customers</th></tr><tr><td>Invoices in euros</td><td>12</td></tr></table>
      <script>console.log("inline script in article");</script>
    </article>
  </main>
  <aside class="sidebar"><h3>Related posts</h3><ul><li><a href="/blog/a">Ten tips for faster payments</a></li></ul></aside>
  <footer class="site-footer"><p>© 2024 Acme Inc. All rights reserved.</p><a href="/privacy">Privacy policy</a> <a href="/terms">Terms of service</a></footer>
  <script src="https://cdn.example.com/analytics.js"></script>
</body>
</html>`;

describe('readHtml', () => {
  it('reads the article of a real page, located by paragraph and heading path, without menus, banners, scripts, styles or footers', async () => {
    const document = await ingest(BLOG_POST);

    const finding = ['Finding old invoices'];
    const asked = [...finding, 'What they asked for'];
    const currencies = ['Paying in other currencies'];
    expect(document.format).toBe('html');
    expect(document.title).toBe('What customers told us about invoicing – Acme Blog');
    // Readability drops the <h1> that repeats the title, and the byline.
    expect(document.structure).toEqual({
      headings: [
        { level: 2, text: 'Finding old invoices' },
        { level: 3, text: 'What they asked for' },
        { level: 2, text: 'Paying in other currencies' },
      ],
    });
    expect(document.snippets).toEqual([
      {
        text: 'Over the last quarter we interviewed forty customers about how they send and track invoices. The same complaints came up again and again, and some of them surprised us.',
        count: 1,
        location: { paragraph: 1, headingPath: [] },
      },
      {
        text: `Most customers could not find an invoice older than three months without asking support. One finance manager said: "I spend every Monday morning searching for last quarter's invoices."`,
        count: 1,
        location: { paragraph: 2, headingPath: finding },
      },
      {
        text: 'Several customers export everything to spreadsheets at the end of each month, just to be able to search it, which takes them hours.',
        count: 1,
        location: { paragraph: 3, headingPath: finding },
      },
      {
        text: 'A search box that finds invoices by customer name, amount or date.',
        count: 1,
        location: { paragraph: 4, headingPath: asked },
      },
      { text: 'Filters for paid, unpaid and overdue invoices on the same page.', count: 1, location: { paragraph: 5, headingPath: asked } },
      {
        text: 'Customers who sell abroad told us that converting amounts by hand leads to mistakes, and that their own customers are confused by invoices in dollars.',
        count: 1,
        location: { paragraph: 6, headingPath: currencies },
      },
      {
        text: 'We lost a client in Germany because our invoices kept showing the wrong total after conversion.',
        count: 1,
        location: { paragraph: 7, headingPath: currencies },
      },
      { text: 'Request', count: 1, location: { paragraph: 8, headingPath: currencies } },
      { text: 'Customers', count: 1, location: { paragraph: 9, headingPath: currencies } },
      { text: 'Invoices in euros', count: 1, location: { paragraph: 10, headingPath: currencies } },
      { text: '12', count: 1, location: { paragraph: 11, headingPath: currencies } },
    ]);
    const everything = JSON.stringify(document);
    for (const furniture of [
      'cookies',
      'Product',
      'Pricing',
      'Log in',
      'trackPageView',
      'Tracking script',
      'font-family',
      'inline script',
      'Related posts',
      'Ten tips',
      'All rights reserved',
      'Privacy policy',
      'Terms of service',
    ]) {
      expect(everything).not.toContain(furniture);
    }
  });

  it('reads a short page whole, without its navigation, header, footer, sidebar, form, hidden parts, scripts and styles', async () => {
    const page = `<!doctype html><html><head><title> Contact us </title><style>p { color: red }</style></head>
<body>
  <div class="cookie-consent">We use cookies. <a href="#">Accept</a></div>
  <header><a href="/">Acme</a><nav><a href="/docs">Docs</a> <a href="/pricing">Pricing</a></nav></header>
  <div role="navigation"><a href="/sitemap">Sitemap</a></div>
  <main>
    <h1>Contact us</h1>
    <div>Our support team answers
      within one day.<br>Call +1 555 0100.</div>
    <p hidden>Hidden text.</p>
    <p style="display: none">Also hidden.</p>
    <form><label>Email</label><input name="email"><button>Send</button></form>
    <noscript>Please enable JavaScript.</noscript>
    <h2>Opening hours</h2>
    <pre>Mon-Fri  9-17
Sat      10-14</pre>
    <section>Loose <b>text</b> in a section.</section>
  </main>
  <aside>Latest news</aside>
  <footer>© Acme</footer>
  <script>document.write('hello from a script')</script>
</body></html>`;

    const document = await ingest(page);

    expect(document.title).toBe('Contact us');
    expect(document.structure).toEqual({
      headings: [
        { level: 1, text: 'Contact us' },
        { level: 2, text: 'Opening hours' },
      ],
    });
    expect(document.snippets).toEqual([
      {
        text: 'Our support team answers within one day. Call +1 555 0100.',
        count: 1,
        location: { paragraph: 1, headingPath: ['Contact us'] },
      },
      { text: 'Mon-Fri 9-17 Sat 10-14', count: 1, location: { paragraph: 2, headingPath: ['Contact us', 'Opening hours'] } },
      { text: 'Loose text in a section.', count: 1, location: { paragraph: 3, headingPath: ['Contact us', 'Opening hours'] } },
    ]);
  });

  it('reads a fragment without <html> or <body>, nested lists item by item', async () => {
    const document = await ingest(
      '<p>First <b>bold</b> point.</p><ul><li>One</li><li>Two<ul><li>Nested</li></ul></li></ul>Loose text at the end',
    );

    expect(document.title).toBe('page');
    expect(document.snippets).toEqual([
      { text: 'First bold point.', count: 1, location: { paragraph: 1, headingPath: [] } },
      { text: 'One', count: 1, location: { paragraph: 2, headingPath: [] } },
      { text: 'Two', count: 1, location: { paragraph: 3, headingPath: [] } },
      { text: 'Nested', count: 1, location: { paragraph: 4, headingPath: [] } },
      { text: 'Loose text at the end', count: 1, location: { paragraph: 5, headingPath: [] } },
    ]);
  });

  it('reads a Windows-1252 page that declares its charset, and decodes entities', async () => {
    const page = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1252"><title>Caf'),
      Buffer.from([0xe9]),
      Buffer.from('</title></head><body><p>Le caf'),
      Buffer.from([0xe9]),
      Buffer.from(' co'),
      Buffer.from([0xfb]),
      Buffer.from('te trop cher, &eacute;videmment &amp; &#8364;5 ', 'latin1'),
      Buffer.from([0x93]),
      Buffer.from('au moins'),
      Buffer.from([0x94]),
      Buffer.from('.</p></body></html>'),
    ]);

    const document = await ingest(page, 'cafe.htm');

    expect(document.title).toBe('Café');
    expect(document.snippets).toEqual([
      { text: 'Le café coûte trop cher, évidemment & €5 “au moins”.', count: 1, location: { paragraph: 1, headingPath: [] } },
    ]);
  });

  it('never runs scripts or fetches anything the page refers to', async () => {
    const flags = globalThis as { htmlScriptRan?: boolean };
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const requestSpies = [jest.spyOn(http, 'request'), jest.spyOn(http, 'get'), jest.spyOn(https, 'request'), jest.spyOn(https, 'get')];
    const page = `<html><head><title>Hostile</title>
<script>globalThis.htmlScriptRan = true;</script>
<script src="https://attacker.example/x.js"></script>
<link rel="stylesheet" href="https://attacker.example/x.css">
<meta http-equiv="refresh" content="0; url=https://attacker.example/">
</head><body onload="globalThis.htmlScriptRan = true">
<img src="https://attacker.example/pixel.png" onerror="globalThis.htmlScriptRan = true">
<iframe src="https://attacker.example/frame"></iframe>
<object data="https://attacker.example/x.swf"></object>
<p>Only this sentence is text.</p>
</body></html>`;

    try {
      const document = await ingest(page);

      expect(document.snippets).toEqual([{ text: 'Only this sentence is text.', count: 1, location: { paragraph: 1, headingPath: [] } }]);
      expect(flags.htmlScriptRan).toBeUndefined();
      expect(fetchSpy).not.toHaveBeenCalled();
      for (const spy of requestSpies) expect(spy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
      for (const spy of requestSpies) spy.mockRestore();
    }
  });

  it(`reads a page nested ${MAX_HTML_DEPTH - 6} elements deep`, async () => {
    const depth = MAX_HTML_DEPTH - 6;
    const document = await ingest(
      `<html><body>${'<div>'.repeat(depth)}<p>Deep down, the customer liked the product.</p>${'</div>'.repeat(depth)}</body></html>`,
    );

    expect(document.snippets).toEqual([
      { text: 'Deep down, the customer liked the product.', count: 1, location: { paragraph: 1, headingPath: [] } },
    ]);
  });

  describe('refuses', () => {
    it('a page of 100,000 nested divs, before building any DOM', async () => {
      const error = await refusalOf(ingest(`<html><body>${'<div>'.repeat(100_000)}<p>x</p>${'</div>'.repeat(100_000)}</body></html>`));

      expect(error).toMatchObject({
        code: 'CORRUPTED',
        message: 'The web page nests its elements more than 256 levels deep, which no real page does, so it cannot be read safely.',
      });
    });

    it('a page of more elements than can be held at once', async () => {
      const error = await refusalOf(ingest(`<html><body>${'<p>Yes</p>'.repeat(MAX_HTML_ELEMENTS)}</body></html>`));

      expect(error).toMatchObject({
        code: 'FILE_TOO_LARGE',
        message:
          'The web page has more than 100,000 elements, more than can be read at once. Save the part you need as a smaller page or as text, and upload it again.',
      });
    });

    it('a page with nothing but navigation, scripts and styles', async () => {
      const error = await refusalOf(
        ingest(
          '<html><head><title>Home</title><style>a{}</style><script>var a = 1;</script></head><body> <nav><a href="/">Home</a></nav> <footer>© Acme</footer></body></html>',
        ),
      );

      expect(error).toMatchObject({ code: 'NO_TEXT', message: 'No readable text was found in a web page.' });
    });

    it('a PDF renamed .html', async () => {
      const error = await refusalOf(ingest(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'report.html'));

      expect(error.code).toBe('CONTENT_MISMATCH');
    });
  });
});

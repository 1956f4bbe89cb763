import { Readability, isProbablyReaderable } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { HtmlNode } from './html-node';

/**
 * Where a page's readable text is. linkedom builds the DOM without running anything: it has no
 * script engine (no eval, no Function, no vm) and no network code (no fetch, no http), so <script>
 * elements, event attributes, images, stylesheets and frames stay inert markup; Readability only
 * walks and rewrites that DOM.
 */
export interface MainContent {
  /** The nodes to read, in order. */
  nodes: HtmlNode[];
  title?: string;
  /** Readability found the article: navigation, sidebars, banners and footers are already gone. */
  isArticle: boolean;
}

type LinkedomDocument = ReturnType<typeof parseHTML>['document'];

/**
 * Every node of the document, not its body: linkedom builds the tree as written, without the
 * implied <html> and <body> a browser adds, so a fragment's text is outside any body.
 */
const wholePage = (document: LinkedomDocument): MainContent => ({
  nodes: Array.from(document.childNodes) as unknown as HtmlNode[],
  title: document.querySelector('title')?.textContent?.trim() || undefined,
  isArticle: false,
});

/**
 * The article as Mozilla Readability (Firefox's reader view) finds it. Readability reads
 * document.body, so it is only asked about a page that has one; and a short page is not
 * "probably readerable" (Readability's last attempts would then keep menus and footers). Those
 * pages are read whole, for the caller to drop their page furniture.
 */
export function mainContent(html: string): MainContent {
  const { document } = parseHTML(html);
  const page = wholePage(document);
  if (document.querySelector('html > body') === null || !isProbablyReaderable(document)) return page;
  const article = new Readability<HtmlNode>(document, { serializer: (node) => node as HtmlNode }).parse();
  // Readability rewrites the document as it looks, so a page it gives up on is parsed afresh.
  if (!article?.content || !article.textContent?.trim()) return wholePage(parseHTML(html).document);
  return { nodes: [article.content], title: article.title?.trim() || page.title, isArticle: true };
}

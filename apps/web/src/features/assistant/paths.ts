/** An insight's page by its id alone (it finds its project); with a snippet, that quote is shown highlighted. */
export function insightPagePath(namespace: string, recommendationId: string, snippetId?: string): string {
  const page = `/customer/${encodeURIComponent(namespace)}/insight/${encodeURIComponent(recommendationId)}`;
  return snippetId ? `${page}?${new URLSearchParams({ snippet: snippetId })}` : page;
}

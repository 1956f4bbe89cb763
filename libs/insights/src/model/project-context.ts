/** What a project (product) is after: scoring measures a theme's relevance against it. */
export interface ProjectContext {
  goal: string;
  description: string;
  keywords: string[];
}

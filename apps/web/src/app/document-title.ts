import { useEffect } from 'react';
import { useMatches, type UIMatch } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Pages with a title of their own: keys of common's pageTitle. */
export type PageTitle =
  | 'login'
  | 'signup'
  | 'resetPassword'
  | 'emailVerification'
  | 'verificationSent'
  | 'selectRole'
  | 'createOrganisation'
  | 'home'
  | 'quickUpload'
  | 'accountSettings'
  | 'integrations'
  | 'dataLibrary'
  | 'transcripts'
  | 'document'
  | 'projects'
  | 'createProject'
  | 'project'
  | 'insight'
  | 'collection'
  | 'savedInsights'
  | 'researchBrief'
  | 'productSpec'
  | 'valueProp'
  | 'generateResearchPlan'
  | 'generateProduct'
  | 'generateValueProp'
  | 'autoBuild';

/** What a route declares in its handle; the deepest matched route with a title names the page. */
export interface RouteHandle {
  pageTitle: PageTitle;
}

function deepestPageTitle(matches: UIMatch[]): PageTitle | undefined {
  return matches
    .map((match) => (match.handle as RouteHandle | undefined)?.pageTitle)
    .filter((title) => title !== undefined)
    .at(-1);
}

/** Keeps document.title on "<page> · <product>" in the interface language, following the route. */
export function useDocumentTitle() {
  const { t } = useTranslation('common');
  const pageTitle = deepestPageTitle(useMatches());
  const product = t('productName');
  const title = pageTitle ? t('pageTitle.format', { page: t(`pageTitle.${pageTitle}`), product }) : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

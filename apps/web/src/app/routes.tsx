import { lazy, Suspense } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/Spinner';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteGuard } from './RouteGuard';
import { AppLayout } from './AppLayout';
import { useDocumentTitle, type PageTitle, type RouteHandle } from './document-title';

// Pages load on demand; Suspense shows the spinner meanwhile.
const LoginPage = lazy(() => import('../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/components/SignupPage').then((m) => ({ default: m.SignupPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerificationSentPage = lazy(() =>
  import('../features/onboarding/components/VerificationSentPage').then((m) => ({ default: m.VerificationSentPage })),
);
const EmailVerificationPage = lazy(() =>
  import('../features/onboarding/components/EmailVerificationPage').then((m) => ({ default: m.EmailVerificationPage })),
);
const SelectRolePage = lazy(() => import('../features/onboarding/components/SelectRolePage').then((m) => ({ default: m.SelectRolePage })));
const CreateOrganisationPage = lazy(() =>
  import('../features/organisation/components/CreateOrganisationPage').then((m) => ({ default: m.CreateOrganisationPage })),
);
const HomePage = lazy(() => import('../features/home/components/HomePage').then((m) => ({ default: m.HomePage })));
const SettingsLayout = lazy(() => import('../features/account/components/SettingsLayout').then((m) => ({ default: m.SettingsLayout })));
const AccountSettingsPage = lazy(() =>
  import('../features/account/components/AccountSettingsPage').then((m) => ({ default: m.AccountSettingsPage })),
);
const IntegrationsSettingsPage = lazy(() =>
  import('../features/organisation/stream-keys/IntegrationsSettingsPage').then((m) => ({ default: m.IntegrationsSettingsPage })),
);
const DataLibraryPage = lazy(() =>
  import('../features/data-library/components/DataLibraryPage').then((m) => ({ default: m.DataLibraryPage })),
);
const DocumentPage = lazy(() => import('../features/data-library/components/DocumentPage').then((m) => ({ default: m.DocumentPage })));
const TranscriptHubPage = lazy(() =>
  import('../features/data-library/components/TranscriptHubPage').then((m) => ({ default: m.TranscriptHubPage })),
);
const ProjectsPage = lazy(() => import('../features/projects/components/ProjectsPage').then((m) => ({ default: m.ProjectsPage })));
const CreateProjectPage = lazy(() =>
  import('../features/projects/components/CreateProjectPage').then((m) => ({ default: m.CreateProjectPage })),
);
const ProductPage = lazy(() => import('../features/insights/components/ProductPage').then((m) => ({ default: m.ProductPage })));
const InsightPage = lazy(() => import('../features/insights/components/InsightPage').then((m) => ({ default: m.InsightPage })));
const SavedInsightsPage = lazy(() =>
  import('../features/saved-insights/components/SavedInsightsPage').then((m) => ({ default: m.SavedInsightsPage })),
);
const CollectionsSection = lazy(() =>
  import('../features/collections/components/CollectionsSection').then((m) => ({ default: m.CollectionsSection })),
);
const CollectionPage = lazy(() => import('../features/collections/components/CollectionPage').then((m) => ({ default: m.CollectionPage })));
const CollectionBreadcrumb = lazy(() =>
  import('../features/collections/components/CollectionBreadcrumb').then((m) => ({ default: m.CollectionBreadcrumb })),
);
const QuickUploadRoute = lazy(() =>
  import('../features/data-library/components/QuickUploadRoute').then((m) => ({ default: m.QuickUploadRoute })),
);

const WriteupPage = lazy(() => import('../features/writeups/components/WriteupPage').then((m) => ({ default: m.WriteupPage })));
const GenerateBriefPage = lazy(() =>
  import('../features/writeups/components/GenerateBriefPage').then((m) => ({ default: m.GenerateBriefPage })),
);
const GenerateWriteupPage = lazy(() =>
  import('../features/writeups/components/GenerateWriteupPage').then((m) => ({ default: m.GenerateWriteupPage })),
);
const AutoBuildPage = lazy(() => import('../features/writeups/components/AutoBuildPage').then((m) => ({ default: m.AutoBuildPage })));

const titled = (pageTitle: PageTitle): RouteHandle => ({ pageTitle });

function RootLayout() {
  const { pathname } = useLocation();
  useDocumentTitle();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner fullPage />}>
        <RouteGuard />
      </Suspense>
    </ErrorBoundary>
  );
}

/** An insight opened from a collection: the insight page under a breadcrumb back to the collection. */
function CollectionInsightPage() {
  return (
    <>
      <CollectionBreadcrumb />
      <InsightPage />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // The guard sends / to the user's organisation home, /createorg or /login.
      { path: '/', element: null },
      { path: '/login', element: <LoginPage />, handle: titled('login') },
      { path: '/signup', element: <SignupPage />, handle: titled('signup') },
      { path: '/reset-password', element: <ResetPasswordPage />, handle: titled('resetPassword') },
      { path: '/email-verification', element: <EmailVerificationPage />, handle: titled('emailVerification') },
      { path: '/email-verification/send', element: <VerificationSentPage />, handle: titled('verificationSent') },
      { path: '/select-role', element: <SelectRolePage />, handle: titled('selectRole') },
      { path: '/createorg', element: <CreateOrganisationPage />, handle: titled('createOrganisation') },
      {
        element: <AppLayout />,
        children: [
          {
            path: '/customer/:namespace',
            element: (
              <HomePage
                sections={
                  <Suspense fallback={<Spinner />}>
                    <CollectionsSection />
                  </Suspense>
                }
              />
            ),
            handle: titled('home'),
            // The quick-upload dialog opens over the home page (SPEC section 2).
            children: [{ path: 'quick-upload', element: <QuickUploadRoute />, handle: titled('quickUpload') }],
          },
          { path: '/customer/:namespace/projects', element: <ProjectsPage />, handle: titled('projects') },
          { path: '/customer/:namespace/create-project', element: <CreateProjectPage />, handle: titled('createProject') },
          { path: '/customer/:namespace/product/:productId', element: <ProductPage />, handle: titled('project') },
          {
            path: '/customer/:namespace/product/:productId/recommendation/:recommendationId',
            element: <InsightPage />,
            handle: titled('insight'),
          },
          // The project's generated documents (SPEC section 2), and the flows that ask for them.
          { path: '/customer/:namespace/brief/:productId', element: <WriteupPage kind="research_plan" />, handle: titled('researchBrief') },
          { path: '/customer/:namespace/prd/:productId', element: <WriteupPage kind="product_spec" />, handle: titled('productSpec') },
          { path: '/customer/:namespace/value-prop/:productId', element: <WriteupPage kind="value_prop" />, handle: titled('valueProp') },
          { path: '/customer/:namespace/generate-research-plan', element: <GenerateBriefPage />, handle: titled('generateResearchPlan') },
          {
            path: '/customer/:namespace/generate-product',
            element: <GenerateWriteupPage kind="product_spec" />,
            handle: titled('generateProduct'),
          },
          {
            path: '/customer/:namespace/generate-value-prop',
            element: <GenerateWriteupPage kind="value_prop" />,
            handle: titled('generateValueProp'),
          },
          { path: '/customer/:namespace/auto-build', element: <AutoBuildPage />, handle: titled('autoBuild') },
          { path: '/customer/:namespace/saved-insights', element: <SavedInsightsPage />, handle: titled('savedInsights') },
          // An insight by its id alone (Followed Insights links here): the page finds its project.
          { path: '/customer/:namespace/insight/:recommendationId', element: <InsightPage />, handle: titled('insight') },
          { path: '/customer/:namespace/collection/:collectionId', element: <CollectionPage />, handle: titled('collection') },
          {
            path: '/customer/:namespace/collection/:collectionId/recommendation/:recommendationId',
            element: <CollectionInsightPage />,
            handle: titled('insight'),
          },
          {
            path: '/settings',
            element: <SettingsLayout />,
            children: [
              { index: true, element: <Navigate to="account" replace /> },
              { path: 'account', element: <AccountSettingsPage />, handle: titled('accountSettings') },
              { path: 'integrations', element: <IntegrationsSettingsPage />, handle: titled('integrations') },
              { path: 'data-library', element: <DataLibraryPage />, handle: titled('dataLibrary') },
              { path: 'data-library/transcripts', element: <TranscriptHubPage />, handle: titled('transcripts') },
              { path: 'data-library/documents/:documentId', element: <DocumentPage />, handle: titled('document') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

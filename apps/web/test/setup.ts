import './polyfills';
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { i18n, initI18n } from '../src/lib/i18n';

// A lazily loaded route can take more than the default second to appear while the CI machine runs
// the server and browser suites beside these; a passing `findBy` still returns as soon as it finds.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  // Unmount first, so that switching the language back does not re-render a finished test.
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

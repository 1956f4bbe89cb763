import './polyfills';
import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { i18n, initI18n } from '../src/lib/i18n';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  // Unmount first, so that switching the language back does not re-render a finished test.
  cleanup();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

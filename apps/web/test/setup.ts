import './polyfills';
import '@testing-library/jest-dom';
import { i18n, initI18n } from '../src/lib/i18n';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

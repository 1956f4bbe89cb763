import { act } from '@testing-library/react';
import {
  applyUserLanguage,
  htmlLangFor,
  i18n,
  languageFromBrowserTag,
  resolveInitialLanguage,
  switchLanguage,
  detectInitialLanguage,
} from './i18n';

describe('choosing the interface language', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it.each([
    ['a supported stored choice wins over the browser', { stored: 'ja', browser: 'fr-FR' }, 'ja'],
    ['the stored Indonesian code is indo', { stored: 'indo', browser: 'en-US' }, 'indo'],
    ['without a stored choice the browser language is used', { stored: null, browser: 'ko-KR' }, 'ko'],
    ['a regional browser tag maps to its language', { stored: null, browser: 'pt-BR' }, 'pt'],
    ['a browser language starting with id is indo', { stored: null, browser: 'id' }, 'indo'],
    ['id-ID is indo as well', { stored: null, browser: 'id-ID' }, 'indo'],
    ['nothing known falls back to en', { stored: null, browser: undefined }, 'en'],
  ])('%s', (_description, input, expected) => {
    expect(resolveInitialLanguage(input)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about an unsupported browser language and falls back to en', () => {
    expect(resolveInitialLanguage({ stored: null, browser: 'de-DE' })).toBe('en');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"de-DE"'));
  });

  it('warns about an unsupported stored choice and uses the browser language', () => {
    expect(resolveInitialLanguage({ stored: 'klingon', browser: 'es-MX' })).toBe('es');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"klingon"'));
  });

  it('reads the stored choice from localStorage key lang', () => {
    localStorage.setItem('lang', 'fr');
    expect(detectInitialLanguage()).toBe('fr');
  });

  it('maps tags without guessing', () => {
    expect(languageFromBrowserTag('EN-gb')).toBe('en');
    expect(languageFromBrowserTag('idx')).toBeNull();
    expect(languageFromBrowserTag('zh-CN')).toBeNull();
  });

  it('switches the interface, <html lang> and the stored choice at once', async () => {
    await act(() => switchLanguage('indo', { remember: true }));
    expect(i18n.language).toBe('indo');
    expect(document.documentElement.lang).toBe('id');
    expect(localStorage.getItem('lang')).toBe('indo');
    expect(i18n.t('common:nav.home')).toBe('Beranda');
    await act(() => switchLanguage('ja', { remember: false }));
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem('lang')).toBe('indo');
  });

  it("applies the user's saved language after login, unsupported ones as en with a warning", async () => {
    await act(() => applyUserLanguage('ko'));
    expect(i18n.language).toBe('ko');
    await act(() => applyUserLanguage('xx'));
    expect(i18n.language).toBe('en');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"xx"'));
    await act(() => applyUserLanguage(null));
    expect(i18n.language).toBe('en');
  });

  it('gives each language its html tag', () => {
    expect(htmlLangFor('indo')).toBe('id');
    expect(htmlLangFor('pt')).toBe('pt');
  });
});

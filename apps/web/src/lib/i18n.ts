import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales/resources';

export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'ja', 'ko', 'pt', 'indo'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Each language named in itself, for the language picker. */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  indo: 'Bahasa Indonesia',
};

export const NAMESPACES = [
  'common',
  'auth',
  'onboarding',
  'organisation',
  'home',
  'account',
  'invitations',
  'dataLibrary',
  'projects',
  'insights',
  'collections',
  'savedInsights',
  'changelog',
  'comments',
  'streamKeys',
  'assistant',
  'writeups',
] as const;

export function isSupportedLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/** Maps a browser language tag (en-GB, pt-BR, id-ID) to a product language, or null. */
export function languageFromBrowserTag(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  // Indonesian is 'indo' in this product; the browser says id or id-ID (and in for old tags).
  if (lower === 'id' || lower.startsWith('id-') || lower === 'in' || lower.startsWith('in-')) return 'indo';
  const primary = lower.split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : null;
}

function warnUnsupported(code: string): void {
  console.warn(`Unsupported language "${code}": falling back to ${DEFAULT_LANGUAGE}.`);
}

/** SPEC section 4: a supported stored choice, otherwise the browser language, otherwise en. */
export function resolveInitialLanguage({ stored, browser }: { stored: string | null; browser: string | null | undefined }): Language {
  if (stored) {
    if (isSupportedLanguage(stored)) return stored;
    warnUnsupported(stored);
  }
  if (browser) {
    const fromBrowser = languageFromBrowserTag(browser);
    if (fromBrowser) return fromBrowser;
    warnUnsupported(browser);
  }
  return DEFAULT_LANGUAGE;
}

/** A code accepted at run time (the user's saved language, the picker), or en with a warning. */
export function toSupportedLanguage(code: string): Language {
  if (isSupportedLanguage(code)) return code;
  warnUnsupported(code);
  return DEFAULT_LANGUAGE;
}

/** The BCP 47 tag for <html lang>: Indonesian is id. */
export function htmlLangFor(language: Language): string {
  return language === 'indo' ? 'id' : language;
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this visit only.
  }
}

export function detectInitialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? null : (navigator.languages?.[0] ?? navigator.language);
  return resolveInitialLanguage({ stored: readStoredLanguage(), browser });
}

export const i18n = i18next;

export async function initI18n(language: Language = detectInitialLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => {
      document.documentElement.lang = htmlLangFor(isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE);
    });
  }
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = htmlLangFor(language);
}

/** Switches the interface at once; `remember` stores the choice for the next visit. */
export async function switchLanguage(code: string, { remember }: { remember: boolean }): Promise<Language> {
  const language = toSupportedLanguage(code);
  if (remember) storeLanguage(language);
  await i18n.changeLanguage(language);
  return language;
}

/** After login the user's saved language, when there is one, overrides the detected one. */
export async function applyUserLanguage(saved: string | null | undefined): Promise<void> {
  if (saved) await switchLanguage(saved, { remember: true });
}

export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

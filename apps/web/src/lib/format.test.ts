import { act, renderHook } from '@testing-library/react';
import { useDateTime } from './format';
import { i18n } from './i18n';

describe('a moment in the interface language', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('reads Indonesian as Intl names it (indo is id), rather than failing the screen', async () => {
    await act(() => i18n.changeLanguage('indo'));
    const { result } = renderHook(() => useDateTime());
    expect(result.current('2025-06-03T10:04:00.000Z')).toMatch(/2025/);
  });

  it('says nothing for no moment or an unreadable one', () => {
    const { result } = renderHook(() => useDateTime());
    expect(result.current(null)).toBe('');
    expect(result.current('not a date')).toBe('');
  });
});

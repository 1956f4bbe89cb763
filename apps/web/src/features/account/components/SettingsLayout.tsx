import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../lib/use-logout';

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'settings__link is-active' : 'settings__link';
}

/**
 * The settings area: the 125 px side navigation (SPEC: Integrations, Account and Logout) and the
 * chosen settings page.
 */
export function SettingsLayout() {
  const { t } = useTranslation('account');
  const logout = useLogout();
  return (
    <div className="settings">
      <nav className="settings__nav" aria-label={t('nav.label')}>
        <ul>
          <li>
            <NavLink to="/settings/integrations" className={linkClass}>
              {t('common:pageTitle.integrations')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/settings/account" className={linkClass}>
              {t('nav.account')}
            </NavLink>
          </li>
          <li>
            <button type="button" className="settings__link settings__logout" onClick={logout}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="settings__content">
        <Outlet />
      </div>
    </div>
  );
}

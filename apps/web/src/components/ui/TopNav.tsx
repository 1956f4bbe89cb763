import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark';
import { Button } from './Button';
import { useFocusTrap } from './use-focus-trap';
import { clearInsightNudge, useInsightNudge } from '../../lib/insight-nudge';
import { NudgeDot } from './NudgeDot';
import { NotificationBell } from '../notifications/NotificationBell';

export interface TopNavProps {
  /** The user's organisation, or null before they have one. */
  namespace: string | null;
  onInvite?: () => void;
  /** The organisation's assistant launcher ("Ask the assistant"), drawn beside the notifications. */
  assistant?: ReactNode;
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'topnav__link is-active' : 'topnav__link';
}

export function TopNav({ namespace, onInvite, assistant }: TopNavProps) {
  const { t } = useTranslation('common');
  const { t: tInsights } = useTranslation('savedInsights');
  const nudge = useInsightNudge(namespace);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // The menu stays open only on the page it was opened on: following one of its links closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean | ((wasOpen: boolean) => boolean)) =>
    setMenuOpenOn((openOn) => ((typeof open === 'function' ? open(openOn === location.pathname) : open) ? location.pathname : null));

  const home = namespace ? `/customer/${namespace}` : '/';
  // Only screens that exist are linked.
  const links = [
    { to: home, label: t('nav.home'), end: true },
    // SPEC's Insights: Followed Insights, with the nudge dot after a save.
    ...(namespace
      ? [{ to: `/customer/${encodeURIComponent(namespace)}/saved-insights`, label: tInsights('nav.link'), end: false, nudged: true }]
      : []),
    { to: '/settings/data-library', label: t('nav.dataLibrary'), end: false },
    { to: '/settings/account', label: t('nav.settings'), end: false },
  ];

  // The open menu covers the page below the bar: Tab cycles between its links and the close button.
  useFocusTrap(menuOpen, menuButtonRef, drawerRef);

  useEffect(() => {
    if (!menuOpen) return;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const renderLinks = () =>
    links.map((link) => (
      <li key={link.label}>
        <NavLink
          to={link.to}
          end={link.end}
          className={navLinkClass}
          onClick={'nudged' in link && namespace ? () => clearInsightNudge(namespace) : undefined}
        >
          {link.label}
          {'nudged' in link && nudge.shown && <NudgeDot pulsing={nudge.pulsing} label={tInsights('nav.nudge')} />}
        </NavLink>
      </li>
    ));

  return (
    <header className="topnav">
      {/* Said once, when a save sets the dot: the dot alone would go unnoticed without sight. A
          plain live region, not a status role: the page's own status (its loading) stays the one. */}
      <span className="visually-hidden" aria-live="polite">
        {nudge.pulsing ? tInsights('nav.announcement') : ''}
      </span>
      <div className="topnav__inner">
        <Link to={home} className="topnav__brand">
          <BrandMark />
          <span>{t('productName')}</span>
        </Link>
        <nav className="topnav__nav" aria-label={t('nav.label')}>
          <ul className="topnav__links">{renderLinks()}</ul>
        </nav>
        {assistant}
        {/* The member's notifications and mentions, on every screen of their organisation. */}
        {namespace && <NotificationBell namespace={namespace} />}
        {onInvite && (
          <Button variant="secondary" className="topnav__invite" onClick={onInvite}>
            {t('nav.invite')}
          </Button>
        )}
        <button
          ref={menuButtonRef}
          type="button"
          className="topnav__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          {/* On a phone the Insights link is in the menu: the menu button carries its dot. */}
          {nudge.shown && !menuOpen && (
            <span className={nudge.pulsing ? 'nudge-dot nudge-dot--corner is-pulsing' : 'nudge-dot nudge-dot--corner'} aria-hidden="true" />
          )}
        </button>
      </div>
      <div className={menuOpen ? 'topnav__overlay is-open' : 'topnav__overlay'}>
        <div className="topnav__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />
        <div ref={drawerRef} id={menuId} className="topnav__drawer" aria-hidden={!menuOpen} inert={!menuOpen}>
          <nav aria-label={t('nav.label')}>
            <ul className="topnav__drawer-links">{renderLinks()}</ul>
          </nav>
          {onInvite && (
            <Button
              variant="secondary"
              fullWidth
              onClick={() => {
                setMenuOpen(false);
                onInvite();
              }}
            >
              {t('nav.invite')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

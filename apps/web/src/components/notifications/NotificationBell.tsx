import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import {
  type Mention,
  type Notification,
  useGetMyMentionsQuery,
  useGetMyNotificationsQuery,
  useMarkNotificationsReadMutation,
} from '../../lib/comments-api';
import { useDateTime } from '../../lib/format';
import { NotificationReply } from './NotificationReply';
import './notification-bell.css';

type Tab = 'all' | 'mentions';

const insightLink = (namespace: string, recommendationId: string, commentId: string | null) =>
  `/customer/${encodeURIComponent(namespace)}/insight/${encodeURIComponent(recommendationId)}${commentId ? `#comment-${commentId}` : ''}`;

function NotificationItem({ namespace, notification, onOpen }: { namespace: string; notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation('comments');
  const dateTime = useDateTime();
  const actor = notification.actor ? notification.actor.name || t('unknownPerson') : t('bell.analysis');
  const text = t(`bell.kinds.${notification.kind}` as 'bell.kinds.comment', {
    actor,
    title: notification.recommendation_title,
    count: notification.new_mentions ?? 0,
  });
  return (
    <li className={notification.is_read ? 'notification' : 'notification is-unread'}>
      {!notification.is_read && <span className="notification__dot" aria-hidden="true" />}
      <div className="notification__body">
        {notification.recommendation_exists ? (
          <Link to={insightLink(namespace, notification.recommendation_id, notification.recommendation_comment_id)} onClick={onOpen}>
            {!notification.is_read && <span className="visually-hidden">{t('bell.unread')}: </span>}
            {text}
          </Link>
        ) : (
          <p className="notification__text">
            {!notification.is_read && <span className="visually-hidden">{t('bell.unread')}: </span>}
            {text}
            <span className="muted"> {t('bell.gone')}</span>
          </p>
        )}
        {notification.excerpt && <p className="notification__excerpt">{notification.excerpt}</p>}
        <time className="notification__time muted" dateTime={notification.at}>
          {dateTime(notification.at)}
        </time>
        {notification.recommendation_exists && notification.comment_chain_id && (
          <NotificationReply recommendationId={notification.recommendation_id} chainId={notification.comment_chain_id} author={actor} />
        )}
      </div>
    </li>
  );
}

function MentionItem({ namespace, mention, onOpen }: { namespace: string; mention: Mention; onOpen: () => void }) {
  const { t } = useTranslation('comments');
  const dateTime = useDateTime();
  const author = mention.author.name || t('unknownPerson');
  return (
    <li className="notification">
      <div className="notification__body">
        <Link to={insightLink(namespace, mention.recommendation_id, mention.recommendation_comment_id)} onClick={onOpen}>
          {t('bell.kinds.mention', { actor: author, title: mention.recommendation_title })}
        </Link>
        <p className="notification__excerpt">{mention.text}</p>
        <time className="notification__time muted" dateTime={mention.comment_time}>
          {dateTime(mention.comment_time)}
        </time>
        <NotificationReply recommendationId={mention.recommendation_id} chainId={mention.comment_chain_id} author={author} />
      </div>
    </li>
  );
}

/**
 * The bell in the top navigation: the member's notifications (insights they follow, comments that
 * mention them) with the unread count, and their mentions; each links to the insight's comment
 * and can be answered from here. Opening a notification marks it read.
 */
export function NotificationBell({ namespace }: { namespace: string }) {
  const { t } = useTranslation('comments');
  const panelId = useId();
  const headingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('all');
  const notifications = useGetMyNotificationsQuery();
  const mentions = useGetMyMentionsQuery(undefined, { skip: !open || tab !== 'mentions' });
  const [markRead] = useMarkNotificationsReadMutation();
  const unread = notifications.data?.unread_count ?? 0;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  /** The unread notification of a mention, read once the mention is opened from its own tab. */
  const unreadMentionOf = (commentId: string) =>
    notifications.data?.notifications.find((n) => n.kind === 'mention' && n.recommendation_comment_id === commentId && !n.is_read)
      ?.notification_id;
  const opened = (notificationId?: string) => {
    if (notificationId) void markRead({ notification_ids: [notificationId] });
    setOpen(false);
  };

  let list;
  const query = tab === 'all' ? notifications : mentions;
  if (query.isLoading) list = <Spinner />;
  else if (!query.data) {
    list = (
      <div className="stack">
        <p className="field__error">{t('bell.loadFailed')}</p>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('bell.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (tab === 'all') {
    const items = notifications.data?.notifications ?? [];
    list =
      items.length === 0 ? (
        <p className="muted">{t('bell.empty')}</p>
      ) : (
        <ul className="notification-list">
          {items.map((notification) => (
            <NotificationItem
              key={notification.notification_id}
              namespace={namespace}
              notification={notification}
              onOpen={() => opened(notification.is_read ? undefined : notification.notification_id)}
            />
          ))}
        </ul>
      );
  } else {
    const items = mentions.data?.mentions ?? [];
    list =
      items.length === 0 ? (
        <p className="muted">{t('bell.mentionsEmpty')}</p>
      ) : (
        <ul className="notification-list">
          {items.map((mention) => (
            <MentionItem
              key={mention.recommendation_comment_id}
              namespace={namespace}
              mention={mention}
              onOpen={() => opened(unreadMentionOf(mention.recommendation_comment_id))}
            />
          ))}
        </ul>
      );
  }

  return (
    <div className="notification-bell">
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 16a2.5 2.5 0 0 0 5 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && (
          <span className="notification-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="region"
        aria-labelledby={headingId}
        tabIndex={-1}
        className="notification-panel"
        hidden={!open}
      >
        <div className="notification-panel__header">
          <h2 id={headingId} className="notification-panel__title">
            {t('bell.title')}
          </h2>
          <button type="button" className="notification-panel__close" aria-label={t('bell.close')} onClick={() => setOpen(false)}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="notification-panel__tabs" role="group" aria-label={t('bell.tabs.label')}>
          {(['all', 'mentions'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className={tab === name ? 'notification-panel__tab is-active' : 'notification-panel__tab'}
              aria-pressed={tab === name}
              onClick={() => setTab(name)}
            >
              {t(`bell.tabs.${name}`)}
            </button>
          ))}
        </div>
        {unread > 0 && (
          <div className="notification-panel__tools">
            <Button variant="ghost" onClick={() => void markRead({})}>
              {t('bell.markAllRead')}
            </Button>
          </div>
        )}
        {open && list}
      </div>
    </div>
  );
}

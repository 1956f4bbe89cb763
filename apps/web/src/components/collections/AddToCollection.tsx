import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CollectionSummary,
  useAddInsightToCollectionMutation,
  useCreateCollectionMutation,
  useListCollectionsQuery,
  useRemoveInsightFromCollectionMutation,
} from '../../lib/collections-api';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { CollectionNameForm } from './CollectionNameForm';
import './collections-control.css';

/**
 * "Add to collection" on an insight's page: a dialog listing the organisation's collections as
 * checkboxes (ticking one adds the insight at once, unticking takes it out), and a form creating a
 * new collection with the insight in it. Shared here so the insights feature can use it without
 * importing the collections feature.
 */
export function AddToCollection({ recommendationId }: { recommendationId: string }) {
  const { t } = useTranslation('collections');
  const [open, setOpen] = useState(false);
  const collections = useListCollectionsQuery();
  const holding = (collections.data?.collections ?? []).filter((collection) => collection.recommendation_ids.includes(recommendationId));
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('add.open')}
        {holding.length > 0 && <span className="collection-count-badge">{t('add.inCount', { count: holding.length })}</span>}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('add.title')} description={t('add.description')}>
        <AddToCollectionChoices recommendationId={recommendationId} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function AddToCollectionChoices({ recommendationId, onDone }: { recommendationId: string; onDone: () => void }) {
  const { t } = useTranslation('collections');
  const collections = useListCollectionsQuery();
  const [add] = useAddInsightToCollectionMutation();
  const [remove] = useRemoveInsightFromCollectionMutation();
  const [create] = useCreateCollectionMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);

  const toggle = async (collection: CollectionSummary, on: boolean) => {
    setBusy(collection.collection_id);
    setFailed(false);
    setAnnouncement('');
    const request = { collection_id: collection.collection_id, recommendation_id: recommendationId };
    try {
      await (on ? add(request) : remove(request)).unwrap();
      setAnnouncement(t(on ? 'add.added' : 'add.removed', { name: collection.name }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const createAndAdd = async (name: string) => {
    setFailed(false);
    setAnnouncement('');
    const created = await create(name).unwrap();
    try {
      await add({ collection_id: created.collection_id, recommendation_id: recommendationId }).unwrap();
      setAnnouncement(t('add.added', { name: created.name }));
    } catch {
      // The collection exists now; only the insight's addition failed, and its checkbox can retry it.
      setFailed(true);
    }
  };

  let list;
  if (collections.isLoading) list = <Spinner />;
  else if (!collections.data) {
    list = (
      <div className="stack">
        <Alert tone="error">{t('add.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void collections.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (collections.data.collections.length === 0) list = <p className="muted">{t('add.none')}</p>;
  else {
    list = (
      <fieldset className="collection-choices">
        <legend className="visually-hidden">{t('add.list')}</legend>
        <ul className="collection-choices__list">
          {collections.data.collections.map((collection) => {
            const checked = collection.recommendation_ids.includes(recommendationId);
            const pending = busy === collection.collection_id;
            return (
              <li key={collection.collection_id} className="collection-choices__item">
                <label className="collection-choices__label">
                  <input
                    type="checkbox"
                    className="checkbox__input"
                    checked={checked}
                    aria-busy={pending || undefined}
                    disabled={busy !== null}
                    onChange={(event) => void toggle(collection, event.target.checked)}
                  />
                  <span className="collection-choices__name">{collection.name}</span>
                  <span className="muted collection-choices__count">{t('section.count', { count: collection.recommendation_count })}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  }

  return (
    <div className="stack">
      {list}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {failed && <Alert tone="error">{t('add.failed')}</Alert>}
      <section className="collection-choices__new" aria-labelledby="new-collection-heading">
        <h3 id="new-collection-heading" className="collection-choices__heading">
          {t('add.newTitle')}
        </h3>
        <CollectionNameForm inputRef={nameRef} submitLabel={t('add.create')} failedMessage={t('create.failed')} onSubmit={createAndAdd} />
      </section>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onDone}>
          {t('add.done')}
        </Button>
      </div>
    </div>
  );
}

import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pruneDeliveredDrafts, removeDraft, restoreDraftsKeptAtUnload, useDrafts } from '../../offline/drafts.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import './texts.ts';

const REQUEST_PAGE = '/cs/pozadavky';

/** The unfinished requests on this device (any form), newest first: resume or discard each (spec 02 drafts). */
export function DraftsList({ currentKey }: { currentKey: string }) {
  const { t } = useTranslation();
  const drafts = useDrafts();
  useEffect(() => {
    void restoreDraftsKeptAtUnload().then(pruneDeliveredDrafts);
  }, []);
  const others = (drafts ?? []).filter((draft) => draft.key !== currentKey);
  if (others.length === 0) return null;
  const discard = (key: string, title: string) => {
    if (window.confirm(t('requests.drafts.discardConfirm', { title: title || t('requests.drafts.untitled') })))
      void removeDraft(key);
  };
  return (
    <section className="request-drafts" aria-labelledby="request-drafts-heading">
      <h2 id="request-drafts-heading">{t('requests.drafts.heading')}</h2>
      <ul>
        {others.map((draft) => (
          <li key={draft.key} className="request-drafts__item">
            <span className="request-drafts__kind">{t(`requests.kinds.${draft.slug}`)}</span>
            <strong>{draft.title || t('requests.drafts.untitled')}</strong>
            <span className="request-drafts__meta">
              {t('requests.drafts.saved', { time: dayjs(draft.updatedAt).format('D. M. YYYY H:mm') })}
              {draft.state !== 'editing' && <> · {t(`requests.drafts.${draft.state}`)}</>}
            </span>
            <span className="request-drafts__actions">
              <SafeLink href={`${REQUEST_PAGE}/${draft.slug}/${draft.recordId}`}>
                {t('requests.drafts.resume')}
              </SafeLink>
              <button type="button" className="link-button" onClick={() => discard(draft.key, draft.title)}>
                {t('requests.drafts.discard')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

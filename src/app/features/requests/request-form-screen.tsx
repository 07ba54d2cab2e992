import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { isRequestFormSlug, REQUEST_FORM_KINDS, type RequestFormSlug } from '../../../shared/forms/request-kinds.ts';
import { Link } from '@tanstack/react-router';
import { ApiRequestError, apiGet } from '../../lib/api-client.ts';
import { draftKey, loadDraft } from '../../offline/drafts.ts';
import { findOutboxEntry } from '../../offline/outbox-reads.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { DraftsList } from './drafts-list.tsx';
import { RequestForm, type InitialValues } from './request-form.tsx';
import { refusalReason } from './submit-request.ts';
import './requests.css';
import './texts.ts';

/** What the form starts from: the draft on this device, else the record to edit, else an empty form. */
async function initialValues(slug: RequestFormSlug, recordId: number): Promise<InitialValues> {
  const draft = await loadDraft(slug, recordId);
  const empty = REQUEST_FORM_KINDS[slug].empty() as Record<string, unknown>;
  if (draft)
    return {
      values: { ...empty, ...draft.values },
      resumedAt: draft.updatedAt,
      submitted: await submittedCopy(draft.submittedEntryId),
    };
  if (recordId === 0) return { values: empty, resumedAt: null, submitted: null };
  const record = await apiGet('/api/request/current', { kind: slug, id: recordId });
  return { values: { ...empty, ...record, id: recordId }, resumedAt: null, submitted: null };
}

/** A copy of the draft handed to the outbox earlier: still waiting, or refused with the server's reason. */
async function submittedCopy(entryId: string | undefined): Promise<InitialValues['submitted']> {
  if (!entryId) return null;
  const entry = await findOutboxEntry(entryId);
  if (!entry) return null;
  return entry.status === 'failed'
    ? { state: 'refused', reason: refusalReason(entry) }
    : { state: 'waiting', reason: '' };
}

/** A request form page, /cs/pozadavky/{akce|e-shop|restaurace|vinar}/{id} (spec 02 §2): id 0 adds, any other edits. */
export function RequestFormScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const slug = page.entity?.type ?? page.path.split('/').filter(Boolean).at(-1) ?? '';
  const recordId = page.entity?.id ?? 0;
  const known = isRequestFormSlug(slug);
  const start = useQuery({
    queryKey: ['request-form-start', slug, recordId],
    queryFn: () => initialValues(slug as RequestFormSlug, recordId),
    enabled: known && locale === 'cs',
    // Drafts change with every keystroke: always read them afresh, never keep or persist a copy.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { persist: false },
  });
  const options = useQuery({
    queryKey: ['request-options'],
    queryFn: () => apiGet('/api/request/options', {}),
    enabled: known && locale === 'cs',
    staleTime: 60 * 60 * 1000,
  });
  const key = draftKey(slug, recordId);
  let body;
  if (!known || locale !== 'cs') body = <p className="request-page__note">{t('requests.notCzech')}</p>;
  else if (start.error instanceof ApiRequestError && start.error.status === 404) {
    body = (
      <div role="alert" className="request-page__note">
        <p>{t('requests.recordMissing', { id: recordId })}</p>
        <Link to="/$locale/$" params={{ locale, _splat: `pozadavky/${slug}/0` }} className="button">
          {t('requests.addInstead')}
        </Link>
      </div>
    );
  } else if (start.isError || options.isError) {
    body = (
      <div role="alert" className="request-page__note">
        <p>{t('requests.loadFailed')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            void start.refetch();
            void options.refetch();
          }}
        >
          {t('requests.retry')}
        </button>
      </div>
    );
  } else if (!start.data || !options.data)
    body = (
      <p role="status" className="block-loading">
        {t('requests.loading')}
      </p>
    );
  else
    body = (
      <RequestForm
        key={key}
        slug={slug as RequestFormSlug}
        recordId={recordId}
        initial={start.data}
        options={options.data}
      />
    );
  return (
    <div className="request-page">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <h1>{page.title}</h1>
      {known && (
        <p className="request-page__mode">
          {recordId === 0 ? t('requests.newRecord') : t('requests.editRecord', { id: recordId })}
        </p>
      )}
      {known && locale === 'cs' && <DraftsList currentKey={key} />}
      {body}
    </div>
  );
}

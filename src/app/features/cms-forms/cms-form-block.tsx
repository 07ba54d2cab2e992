import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { isOfflineFailure } from '../../lib/api-client.ts';
import type { BlockProps } from '../../ui/screen-props.ts';
import { cmsFormQuery } from './api.ts';
import { CmsFormView } from './cms-form-view.tsx';
import './texts.ts';
import './cms-forms.css';

/** The `form` block (spec 02 §2: a generic CMS form on any page): loads the definition, then shows the form. */
export function CmsFormBlock({ block, locale }: BlockProps<'form'>) {
  const { t } = useTranslation();
  const query = useQuery(cmsFormQuery(block.formId, locale));
  if (query.isPending)
    return (
      <p className="cms-form cms-form--loading" role="status">
        {t('cmsForm.loading')}
      </p>
    );
  if (query.isError) {
    const offline = isOfflineFailure(query.error);
    return (
      <section className="cms-form cms-form--error" role="alert">
        <p>{t(offline ? 'cmsForm.offline' : 'cmsForm.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('cmsForm.retry')}
        </button>
      </section>
    );
  }
  // A new definition (another locale) starts a fresh form rather than keeping values of fields it may not have.
  return <CmsFormView key={`${query.data.id}-${locale}`} definition={query.data} locale={locale} />;
}

import { useTranslation } from '../../i18n/use-translation.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { ReviewDesk } from './review-desk.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import './texts.ts';
import './review.css';

/** The editors' review of add/edit requests (page type request_review): signed out a sign-in prompt, then the desk. */
export function ReviewScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <div className="review-page" data-testid="review-page">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <h1>{page.title}</h1>
      {page.perex && <p className="review-perex">{page.perex}</p>}
      {user === undefined && (
        <p className="review-loading" role="status">
          {t('review.checking')}
        </p>
      )}
      {user === null && <SignInPrompt />}
      {user && <ReviewDesk key={user.id} locale={locale} />}
    </div>
  );
}

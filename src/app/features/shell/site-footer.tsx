import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Navigation } from '../../../shared/api/calls/pages.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

/** Footer accordion: one category open at a time (spec 01 §2), its state shown by a chevron; social and legal links. */
export function SiteFooter({ footer }: { footer: Navigation['footer'] | undefined }) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (!footer) return <footer className="site-footer" />;
  return (
    <footer className="site-footer">
      <div className="footer-categories">
        {footer.categories.map((category, index) => (
          <section key={category.title} className="footer-category">
            <h2>
              <button
                type="button"
                aria-expanded={openIndex === index}
                onClick={() => setOpenIndex(openIndex === index ? null : index)}
              >
                {category.title}
                <span className="chevron" aria-hidden="true" />
              </button>
            </h2>
            <ul className={openIndex === index ? 'is-open' : undefined}>
              {category.links.map((link) => (
                <li key={link.path}>
                  <SafeLink href={link.path}>{link.title}</SafeLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="footer-social">
        {t('footerSocial')}:{' '}
        {footer.social.map((s) => (
          <a key={s.network} href={s.url} rel="noopener noreferrer">
            {s.network}
          </a>
        ))}
      </p>
      <ul className="footer-legal">
        {footer.legal.map((link) => (
          <li key={link.path}>
            <SafeLink href={link.path}>{link.title}</SafeLink>
          </li>
        ))}
      </ul>
      <p className="footer-owner">
        {footer.ownerText} · {footer.agencyCredit}
      </p>
    </footer>
  );
}

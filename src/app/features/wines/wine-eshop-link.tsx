import { useTranslation } from '../../i18n/use-translation.tsx';
import './wine-parts.css';

/** The producer's e-shop, in a new window (said to screen readers too). */
export function WineEshopLink({ href, className = '' }: { href: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <a className={`button wine-eshop ${className}`.trim()} href={href} target="_blank" rel="noopener noreferrer">
      {t('wines.toEshop')} <span className="wine-hidden">{t('wines.newWindow')}</span>
    </a>
  );
}

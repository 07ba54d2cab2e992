import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { capBadges } from '../../../shared/domain/place-display.ts';
import { Modal } from '../../ui/modal.tsx';

/** Service badges capped at five; "+N" opens the services modal with all of them. */
export function ServicesBadges({
  services,
  labels = 'programmes',
}: {
  services: readonly string[];
  labels?: 'programmes' | 'restaurantChoices';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (services.length === 0) return null;
  const { shown, more } = capBadges(services);
  const label = (service: string) => t(`details.${labels}.${service}`);
  return (
    <div className="services">
      <ul className="services__badges" aria-label={t('details.services')}>
        {shown.map((service) => (
          <li key={service} className="badge">
            {label(service)}
          </li>
        ))}
      </ul>
      {more > 0 && (
        // Without JavaScript the modal cannot open: the page lists the rest of the services under the badges.
        <noscript>
          <ul className="services__all">
            {services.slice(shown.length).map((service) => (
              <li key={service}>{label(service)}</li>
            ))}
          </ul>
        </noscript>
      )}
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {more > 0 ? t('details.moreServices', { count: more }) : t('details.allServices')}
      </button>
      {open && (
        <Modal title={t('details.services')} closeLabel={t('details.close')} onClose={() => setOpen(false)}>
          <ul className="services__all">
            {services.map((service) => (
              <li key={service}>{label(service)}</li>
            ))}
          </ul>
        </Modal>
      )}
    </div>
  );
}

import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { relatedEntitySchema } from '../../../shared/api/calls/places.ts';
import { CERTIFICATION_FLAGS } from '../../../shared/constants/places.ts';
import { CardSlider } from '../../ui/card-slider.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';
import '../../ui/place-type-texts.ts';

type Related = z.output<typeof relatedEntitySchema>;

/** Places linked to this one (or its neighbours), each a card to its detail with its certification marks. */
export function RelatedEntities({ items }: { items: readonly Related[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="detail__related" aria-labelledby="related">
      <h2 id="related">{t('details.related')}</h2>
      <CardSlider>
        {items.map((item) => (
          <SafeLink key={`${item.placeType}-${item.id}`} href={item.url} className="related-card">
            {item.image ? (
              <ResponsiveImage image={item.image} size={CARD_IMAGE} alt="" />
            ) : (
              <span className="related-card__placeholder" aria-hidden="true" />
            )}
            <span className="related-card__title">{item.title}</span>
            <span className="related-card__meta">
              {[item.city, ...item.types.map((type) => t(`placeTypes.${type}`))].join(' · ')}
            </span>
            {CERTIFICATION_FLAGS.filter((flag) => item[flag]).map((flag) => (
              <span key={flag} className="badge">
                {t(`details.certifications.${flag}`)}
              </span>
            ))}
          </SafeLink>
        ))}
      </CardSlider>
    </section>
  );
}

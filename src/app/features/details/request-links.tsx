import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

/** Request form kinds of spec 02 §2 and the text keys of their add/edit links. */
const KINDS = {
  vinar: { missing: 'missingWinemaker', add: 'addWinemaker', fix: 'fixWinemaker', edit: 'editWinemaker' },
  restaurace: { missing: 'missingRestaurant', add: 'addRestaurant', fix: 'fixRestaurant', edit: 'editRestaurant' },
  'e-shop': { missing: 'missingEshop', add: 'addEshop', fix: 'fixEshop', edit: 'editEshop' },
  akce: { missing: 'missingEvent', add: 'addEvent', fix: 'fixEvent', edit: 'editEvent' },
} as const;

/** Czech only (spec 01 §6): add a new record (id 0) or ask to edit this one, at /cs/pozadavky/{kind}/{id}. */
export function RequestLinks({ kind, id, locale }: { kind: keyof typeof KINDS; id: number; locale: RoutedLocale }) {
  const { t } = useTranslation();
  if (locale !== 'cs') return null;
  const keys = KINDS[kind];
  return (
    <div className="detail__requests">
      <p>
        {t(`details.${keys.missing}`)} <SafeLink href={`/cs/pozadavky/${kind}/0`}>{t(`details.${keys.add}`)}</SafeLink>
      </p>
      <p>
        {t(`details.${keys.fix}`)} <SafeLink href={`/cs/pozadavky/${kind}/${id}`}>{t(`details.${keys.edit}`)}</SafeLink>
      </p>
    </div>
  );
}

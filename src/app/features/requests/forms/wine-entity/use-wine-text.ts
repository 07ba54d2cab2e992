import { useCallback } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import '../../../../ui/request-fields/wine-entity-texts.ts';

/** The texts of one group of the wine-entity form: `useWineText('kitchen')('hasCatering')`. */
export function useWineText(group: string) {
  const { t } = useTranslation();
  return useCallback(
    (key: string, values?: Record<string, unknown>): string => t(`wineRequest.${group}.${key}`, values),
    [t, group],
  );
}

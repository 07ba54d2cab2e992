import type { ScreenDataContext } from '../../ui/screen-props.ts';
import { dictionaryIndexQuery, dictionaryTermQuery } from './api.ts';
import { termIdOf } from './dictionary-term.ts';

/** The index of terms and the term the address opens, read before the dictionary renders. */
export const loadDictionaryData = ({ queryClient, locale, search }: ScreenDataContext) => {
  const termId = termIdOf(search);
  return Promise.all([
    queryClient.ensureQueryData(dictionaryIndexQuery(locale)),
    ...(termId === null ? [] : [queryClient.ensureQueryData(dictionaryTermQuery(locale, termId))]),
  ]);
};

import { addTexts } from '../../i18n/add-texts.ts';

addTexts('pagination', {
  cs: { previous: 'Předchozí', next: 'Další', page: 'Strana {{page}}', label: 'Stránkování' },
  en: { previous: 'Previous', next: 'Next', page: 'Page {{page}}', label: 'Pagination' },
  pl: { previous: 'Poprzednia', next: 'Następna', page: 'Strona {{page}}', label: 'Stronicowanie' },
});

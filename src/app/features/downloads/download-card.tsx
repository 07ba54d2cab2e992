import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Download } from './api.ts';

/** One download: its category, title and number of files, and the button that opens the files. */
export function DownloadCard({ download, onOpen }: { download: Download; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="download-card" data-testid="download-card">
      <p className="download-card__category">
        {t(`downloads.category.${download.category}`, { defaultValue: download.category })}
      </p>
      <h2 className="download-card__title">{download.title}</h2>
      <p className="download-card__files">{t('downloads.files', { count: download.files.length })}</p>
      <button
        type="button"
        className="button download-card__open"
        aria-haspopup="dialog"
        aria-label={t('downloads.showFilesOf', { title: download.title })}
        onClick={onOpen}
      >
        {t('downloads.showFiles')}
      </button>
    </li>
  );
}

import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatFileSize } from '../../../shared/domain/file-size.ts';
import { Modal } from '../../ui/modal.tsx';
import type { Download } from './api.ts';

/** Spec 01 "Downloads list with modal": a download's files, each with its title, format and size, and a link to fetch it. */
export function DownloadFilesModal({
  download,
  locale,
  onClose,
}: {
  download: Download;
  locale: RoutedLocale;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={download.title} closeLabel={t('downloads.close')} onClose={onClose} className="download-modal">
      <table className="download-files" data-testid="download-files">
        <thead>
          <tr>
            <th scope="col">{t('downloads.fileTitle')}</th>
            <th scope="col">{t('downloads.format')}</th>
            <th scope="col">{t('downloads.size')}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {download.files.map((file) => (
            <tr key={file.url}>
              <th scope="row" className="download-files__title">
                {file.title}
              </th>
              <td className="download-files__format">{file.format.toUpperCase()}</td>
              <td className="download-files__size">{formatFileSize(file.size, locale)}</td>
              <td>
                <a
                  className="button button--primary"
                  href={file.url}
                  download={file.basename}
                  aria-label={t('downloads.downloadFile', { title: file.title })}
                >
                  {t('downloads.download')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

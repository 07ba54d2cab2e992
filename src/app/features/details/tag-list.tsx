import { useTranslation } from '../../i18n/use-translation.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import { tagTooltip } from './tag-tooltip.ts';

/** A record's tags, each a link to its tag page; a long title is cut and shown whole in a tooltip. */
export function TagList({ tags }: { tags: readonly { id: number; title: string; color: string; url: string }[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="detail__tags" aria-label={t('details.tags')}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <SafeLink href={tag.url} className="tag">
            <span style={{ borderColor: tag.color }} className="tag__label" title={tagTooltip(tag.title)}>
              {tag.title}
            </span>
          </SafeLink>
        </li>
      ))}
    </ul>
  );
}

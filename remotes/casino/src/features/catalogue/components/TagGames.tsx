import { useAreaTranslation } from '../../../area.ts';
import { isKnownCategory } from '../model/categories.ts';
import { useCategories } from '../api/categories.ts';
import { FilteredGames } from './FilteredGames.tsx';
import { Skeleton } from '@app/ui/display';

const KNOWN_TAGS = ['popular', 'new', 'originals', 'slots', 'live'];

/** /game-list/{tag}: a category of the catalogue (by id) or a tag, with its name as the heading. */
export function TagGames({ tag }: { tag: string }) {
  const { t } = useAreaTranslation();
  const categories = useCategories();
  if (categories.isPending) return <Skeleton width="40%" height="1.5rem" />;
  const category = categories.data?.find((entry) => entry.categoryId === tag);
  const title = isKnownCategory(tag)
    ? t(`categories.${tag}`)
    : (category?.name ?? (KNOWN_TAGS.includes(tag) ? t(`rows.${tag as 'popular'}`) : `#${tag}`));
  const query = category ? { categoryId: tag } : { tag };
  return (
    <>
      <h2 className="casino-heading">{title}</h2>
      <FilteredGames query={query} label={title} />
    </>
  );
}

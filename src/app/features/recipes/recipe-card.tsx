import type { z } from 'zod';
import type { contentCalls } from '../../../shared/api/calls/content.ts';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';

type Recipe = z.output<typeof contentCalls.recipes.output>['items'][number];

const CARD_SIZES = '(min-width: 72rem) 17rem, (min-width: 40rem) 50vw, 100vw';

/** One recipe: image, meal type and title (the link). */
export function RecipeCard({ recipe, eager = false }: { recipe: Recipe; eager?: boolean }) {
  return (
    <li className="recipe-card" data-testid="recipe-card">
      <div className="recipe-card__media">
        {recipe.image ? (
          <ResponsiveImage
            className="recipe-card__image"
            image={recipe.image}
            size={CARD_IMAGE}
            sizes={CARD_SIZES}
            eager={eager}
          />
        ) : null}
      </div>
      <div className="recipe-card__body">
        <p className="recipe-card__meal">{recipe.mealType.title}</p>
        <h2 className="recipe-card__title">
          <SafeLink href={recipe.url}>{recipe.title}</SafeLink>
        </h2>
      </div>
    </li>
  );
}

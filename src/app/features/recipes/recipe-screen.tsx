import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { recipeQuery } from './api.ts';
import { ContentDetailStatus } from '../../ui/content-detail-status.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import './texts.ts';
import './recipes.css';

const RECIPE_IMAGE = { width: 720, height: 480 } as const;

/** Spec 01 "Recipe detail": the meal type and title, ingredients, preparation and the wines to go with it. */
export function RecipeScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const query = useQuery(recipeQuery(locale, page.entity?.id ?? 0));
  const recipe = query.data;
  return (
    <article className="page recipe">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      {!recipe ? (
        <ContentDetailStatus
          pending={query.isPending}
          error={query.error}
          retry={() => void query.refetch()}
          locale={locale}
          texts="recipes"
          block="recipe-detail"
        />
      ) : (
        <>
          <header className="recipe__header">
            <p className="recipe__meal">
              <span className="visually-hidden">{t('recipes.mealType')}: </span>
              {recipe.mealType.title}
            </p>
            <h1>{recipe.title}</h1>
          </header>
          <div className="recipe__layout">
            {recipe.image && (
              <ResponsiveImage
                className="recipe__image"
                image={recipe.image}
                size={RECIPE_IMAGE}
                sizes="(min-width: 48rem) 45vw, 100vw"
                eager
              />
            )}
            <section className="recipe__box recipe__ingredients" aria-labelledby="recipe-ingredients">
              <h2 id="recipe-ingredients">{t('recipes.ingredients')}</h2>
              {recipe.ingredients.length > 0 ? (
                <ul>
                  {recipe.ingredients.map((ingredient, i) => (
                    <li key={i}>{ingredient}</li>
                  ))}
                </ul>
              ) : (
                <p>{t('recipes.noIngredients')}</p>
              )}
            </section>
          </div>
          <section className="recipe__preparation" aria-labelledby="recipe-preparation">
            <h2 id="recipe-preparation">{t('recipes.preparation')}</h2>
            {/* The server sanitises rich text before it answers; this is its rendered HTML. */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: recipe.preparation }} />
          </section>
          {recipe.wineRecommendations.length > 0 && (
            <section className="recipe__box recipe__wines" aria-labelledby="recipe-wines">
              <h2 id="recipe-wines">{t('recipes.wineRecommendations')}</h2>
              <ul>
                {recipe.wineRecommendations.map((wine, i) => (
                  <li key={i}>{wine}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </article>
  );
}

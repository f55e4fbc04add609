/**
 * @module All yoga text recipes (see scripts/yoga-text-recipe.ts), one list in catalogue order.
 */
import type { Recipe } from './yoga-text-recipe';
import { BHAVA_RECIPES } from './yoga-text-recipes-bhava';
import { CLASSIC_RECIPES } from './yoga-text-recipes-classic';
import { NAMED_RECIPES } from './yoga-text-recipes-named';
import { NEW_RECIPES } from './yoga-text-recipes-new';
import { RAJA_RECIPES } from './yoga-text-recipes-raja';

export const RECIPES: Recipe[] = [
  ...CLASSIC_RECIPES,
  ...RAJA_RECIPES,
  ...NAMED_RECIPES,
  ...BHAVA_RECIPES,
  ...NEW_RECIPES,
];

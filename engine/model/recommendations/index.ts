/**
 * Recommendations slice (issue 31): the recommendations block's model, loaded with its chunk,
 * never at first view (not in MODEL_SLICES).
 */
export {
  $recommendations,
  recommendationAddClicked,
  recommendationOpened,
  recommendationsShown,
  recommendationsViewed,
  TAG_RECOMMENDATIONS,
  type VisaoRecomendacao,
} from './model';

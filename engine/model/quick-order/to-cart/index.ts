/**
 * The quick order's way to the cart, a face of its own (`#engine/model/quick-order/to-cart`): it
 * brings the cart slice, so it loads with the button that adds the checked lines
 * (blocks/quick-order/add-to-cart.tsx), not with the page, which asks the server alone.
 */
import { sample } from 'effector';
import { quantitiesChanged } from '../../cart';
import { quickOrderLinesAccepted } from '..';

sample({ clock: quickOrderLinesAccepted, target: quantitiesChanged });

export { quickOrderAddedToCart } from '..';

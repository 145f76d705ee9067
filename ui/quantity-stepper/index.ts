export { QuantityStepper, parseQuantidade, snapMilesimos } from './quantity-stepper';
export type { QuantityStepperProps } from './quantity-stepper';

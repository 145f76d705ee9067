export { QuantityStepper } from './quantity-stepper';
export type { QuantityStepperProps } from './quantity-stepper';

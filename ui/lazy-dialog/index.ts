export { LazyDialog } from './lazy-dialog';

export { EmptyState, ErrorState, LoadingState, PageFrame } from './page';
export type { PageFrameProps } from './page';

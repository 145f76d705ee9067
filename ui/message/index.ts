export { Message } from './message';
export type { MessageProps } from './message';

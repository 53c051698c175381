// The maintenance countdown's arithmetic is the kit's (one implementation for every countdown).
export { countdownParts, secondsLeft } from '@app/ui/display';
export type { CountdownParts } from '@app/ui/display';

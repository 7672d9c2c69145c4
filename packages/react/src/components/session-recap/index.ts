export { RecapCard } from './recap-card.js';
export type { RecapCardProps } from './recap-card.js';
export { SessionRecapPanel } from './session-recap.js';
export type { SessionRecapPanelProps } from './session-recap.js';
export { LearnerLevel } from './learner-level.js';
export type { LearnerLevelProps } from './learner-level.js';

export { ListeningExercise } from './listening-exercise.js';
export type { ListeningExerciseProps } from './listening-exercise.js';

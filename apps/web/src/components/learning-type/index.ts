export { LearningTypeIcon, LEARNING_TYPE_DESCRIPTIONS } from './learning-type-icon';
export { TypeMarks } from './type-marks';

export { SplitPane, type SplitPaneProps } from './split-pane';
export { PANE_MIN_PX, SPLIT_DEFAULT, STACK_BELOW_PX, clampSplit, keyboardSplit, splitLimits } from './split-math';

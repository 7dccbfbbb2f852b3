// The left pane of practice and evaluation on a desktop or Chromebook: the task scrolls on its own
// while the editor with its Run/Stop/Submit toolbar stays in view below it, so at 1366×768 the task
// statement's first lines, the editor with 12 lines of code, its input chips and its buttons show
// without scrolling (issue 21). The editor takes its height from the pane (RunnerEditor height
// 'fill'; learning-modes.css holds the 12-line minimum). Phones (stacked panes) keep the normal page
// flow with a 12-line editor.
import type { ReactNode } from 'react';

export function WorkPane({ task, taskLabel, editor }: { task: ReactNode; taskLabel: string; editor: ReactNode }) {
  return (
    <div className="dodam-work-pane">
      {/* Focusable and named: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className="dodam-work-pane__task" tabIndex={0} aria-label={taskLabel} data-testid="work-pane-task">
        {task}
      </section>
      <div className="dodam-work-pane__editor">{editor}</div>
    </div>
  );
}

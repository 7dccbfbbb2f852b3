// The left pane of practice and evaluation on a desktop or Chromebook: the task scrolls on its own
// while the editor with its Run/Stop/Submit toolbar stays in view below it, so at 1366×768 and
// 1280×720 the editor, its buttons and 12 lines of code never need scrolling (issue 21). Phones
// (stacked panes) keep the normal page flow.
import type { ReactNode } from 'react';

/** Editor height in the learning screen: 12 lines of 0.95rem × 1.5 plus padding (spec default 150 px showed about six). */
export const WORK_EDITOR_HEIGHT = 300;

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

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Ctrl+Enter (Cmd+Enter on macOS) inside the editor. */
  onRun?: () => void;
  /** Accessible name of the editing area, e.g. '파이썬 코드 편집기'. */
  ariaLabel: string;
  /**
   * Initial height in px (the user can resize it by dragging the corner). Default 150. 'fill': no
   * height of its own; the layout around it sizes the box (class `is-fill`), e.g. a flex pane.
   */
  height?: number | 'fill';
  minHeight?: number;
  readOnly?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
  /** id of an element describing the editor (keyboard help). */
  ariaDescribedBy?: string;
}

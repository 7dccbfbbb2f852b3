// The learning screen's header: curriculum toggle, the learning type, the course and section.
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { LEARNING_TYPE_LABELS, type ContentCourse, type LearningType, type SectionSummary } from '@dodam/contracts';
import { LearningTypeIcon } from '@/components/learning-type';
import { ThemeToggle } from '@/components/nav/theme-toggle';

function MenuIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

export function LearningHeader({
  course,
  section,
  sectionIndex,
  type,
  menuExpanded,
  menuOpens,
  onMenu,
}: {
  course: ContentCourse;
  section: SectionSummary;
  sectionIndex: number;
  type: LearningType;
  menuExpanded: boolean;
  /** The menu button opens the curriculum (phone drawer, or the sidebar is collapsed). */
  menuOpens: boolean;
  onMenu: () => void;
}) {
  return (
    <header className="dodam-learning-header">
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={onMenu}
        aria-expanded={menuExpanded}
        aria-controls="learning-sidebar"
        aria-label={menuOpens ? '커리큘럼 열기' : '커리큘럼 접기'}
        title={menuOpens ? '커리큘럼 열기' : '커리큘럼 접기'}
      >
        <MenuIcon />
      </Button>
      <Badge bg="primary" className="d-inline-flex align-items-center gap-1 dodam-type-badge" data-testid="learning-type-badge">
        <LearningTypeIcon type={type} size={14} /> {LEARNING_TYPE_LABELS[type]}
      </Badge>
      <h1 className="dodam-learning-title" data-testid="learning-section-title">
        <span className="text-body-secondary fw-normal d-none d-sm-inline">{course.title} · </span>
        {sectionIndex + 1}. {section.title}
      </h1>
      <ThemeToggle className="ms-auto" />
    </header>
  );
}

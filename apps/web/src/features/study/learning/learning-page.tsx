// /learning/:contentId/:learningType?section=ID: the immersive learning screen (no top
// navigation). Collapsible curriculum sidebar, a header with the type and section, two resizable
// panes with the mode's content, and the bottom bar along the learning chain.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Spinner from 'react-bootstrap/Spinner';
import { LEARNING_TYPE_LABELS, type ContentCourse, type LearningType, type SectionSummary } from '@dodam/contracts';
import { EvaluationStudy, PracticeStudy, VideoStudy } from '../modes';
import { LearningTypeIcon } from '@/components/learning-type';
import { ThemeToggle } from '@/components/nav/theme-toggle';
import { SplitPane } from '@/components/split-pane';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { showToast } from '@/components/ui/toasts';
import { ApiError, errorMessage } from '@/lib/api/client';
import { isLearningType, learningPath, nextStep, resolveSectionId, type LearningStep } from '@/lib/learning/navigation';
import { sectionProgressOf } from '@/lib/learning/progress';
import { useContent } from '@/lib/learning/queries';
import { useCompletionToggle, useStartSection } from '../api/queries';
import { useHeartbeat } from '../api/use-heartbeat';
import { useMediaQuery } from '@/lib/use-media-query';
import { preloadPython } from '@/python';
import { BottomBar } from './bottom-bar';
import { LearningSidebar } from './learning-sidebar';
import './learning.css';

const SIDEBAR_KEY = 'dodam-learning-sidebar';
const PRELOAD_PYTHON_AFTER_MS = 3000;

function readSidebarOpen(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_KEY) !== 'closed';
  } catch {
    return true;
  }
}

function MenuIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="min-vh-100 d-flex flex-column align-items-center justify-content-center gap-3 p-4 text-center">{children}</div>;
}

export default function LearningPage() {
  const { contentId = '', learningType } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const query = useContent(contentId);

  if (!isLearningType(learningType)) {
    // An unknown type falls back to the lesson of the same section rather than a dead end.
    return <Navigate to={`/learning/${encodeURIComponent(contentId)}/video${location.search}`} replace />;
  }
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Centered>
        <PageTitle title="콘텐츠를 찾을 수 없습니다" />
        <h1 className="h3">콘텐츠를 찾을 수 없습니다</h1>
        <Link to="/contents" className="btn btn-primary d-inline-flex align-items-center gap-1">
          <ArrowLeftIcon size={16} /> 콘텐츠 목록으로 돌아가기
        </Link>
      </Centered>
    );
  }
  if (query.isError) {
    return (
      <Centered>
        <Alert variant="danger">학습 화면을 불러오지 못했습니다. {errorMessage(query.error)}</Alert>
        <Button onClick={() => void query.refetch()}>다시 시도</Button>
      </Centered>
    );
  }
  if (!query.data) {
    return (
      <Centered>
        <Spinner animation="border" role="status" aria-label="불러오는 중" />
      </Centered>
    );
  }
  const course = query.data;
  const sectionId = resolveSectionId(
    course.sections.map((s) => s.id),
    search.get('section'),
  );
  const section = course.sections.find((s) => s.id === sectionId);
  if (!section) {
    return (
      <Centered>
        <p>이 과정에는 아직 섹션이 없어요.</p>
        <Link to={`/contents/${course.id}`}>콘텐츠로 돌아가기</Link>
      </Centered>
    );
  }
  return <LearningScreen course={course} section={section} type={learningType} />;
}

function LearningScreen({ course, section, type }: { course: ContentCourse; section: SectionSummary; type: LearningType }) {
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 991.98px)');
  const [sidebarOpen, setSidebarOpen] = useState(readSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [lessonEnded, setLessonEnded] = useState(false);
  const step: LearningStep = { sectionId: section.id, type };
  const progress = sectionProgressOf(course, section.id);
  const completed = progress.completed_types.includes(type);
  const toggle = useCompletionToggle(course.id);
  const sectionIndex = course.sections.findIndex((s) => s.id === section.id);

  useStartSection(section.id, type);
  useHeartbeat(section.id, type);

  // A new section or type starts without the 'you reached the end' nudge.
  const stepKey = `${section.id}:${type}`;
  const [nudgeKey, setNudgeKey] = useState(stepKey);
  if (nudgeKey !== stepKey) {
    setNudgeKey(stepKey);
    setLessonEnded(false);
  }

  // Practice follows the lesson in the chain: boot Python while the student reads, so the editor
  // is ready when they get there (a cold boot takes several seconds). Not on data-saver connections.
  useEffect(() => {
    if (type !== 'video') return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    const timer = window.setTimeout(() => preloadPython(), PRELOAD_PYTHON_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [type]);

  useEffect(() => {
    try {
      localStorage.setItem(SIDEBAR_KEY, sidebarOpen ? 'open' : 'closed');
    } catch {
      // Not remembered.
    }
  }, [sidebarOpen]);

  const onToggleComplete = () => {
    toggle.mutate(
      { sectionId: section.id, type, completed: !completed },
      {
        onSuccess: (p) => {
          if (!completed) showToast(p.completed ? `'${section.title}' 섹션을 모두 완료했어요!` : `${LEARNING_TYPE_LABELS[type]}을(를) 완료로 표시했어요.`, 'success');
        },
        onError: (error) => showToast(errorMessage(error, '완료 상태를 저장하지 못했습니다.'), 'danger'),
      },
    );
  };

  const onLessonEnd = useCallback(() => setLessonEnded(true), []);
  const ids = course.sections.map((s) => s.id);
  // After the evaluation the chain continues with the next section's lesson.
  const nextSectionStep = nextStep(ids, { sectionId: section.id, type: 'evaluation' });

  const renderPanes = (left: ReactNode, right: ReactNode) => {
    const labels: Record<LearningType, [string, string]> = {
      video: ['강의', '핵심 요약'],
      practice: ['실습 문제와 코드 편집기', '실행 결과와 AI 튜터'],
      evaluation: ['평가 문제와 답안 편집기', '평가 결과'],
    };
    return <SplitPane left={left} right={right} leftLabel={labels[type][0]} rightLabel={labels[type][1]} storageKey="dodam-learning-split" />;
  };

  const studyLinks = { video: learningPath(course.id, { sectionId: section.id, type: 'video' }), practice: learningPath(course.id, { sectionId: section.id, type: 'practice' }) };
  const key = `${section.id}:${type}`;
  let content: ReactNode;
  if (type === 'video') content = <VideoStudy key={key} section={section} variant="learning" renderPanes={renderPanes} onLessonEnd={onLessonEnd} />;
  else if (type === 'practice') content = <PracticeStudy key={key} sectionId={section.id} variant="learning" renderPanes={renderPanes} />;
  else {
    content = (
      <EvaluationStudy
        key={key}
        sectionId={section.id}
        sectionTitle={section.title}
        variant="learning"
        renderPanes={renderPanes}
        studyLinks={studyLinks}
        nextAction={nextSectionStep ? { label: '다음 섹션으로', onClick: () => navigate(learningPath(course.id, nextSectionStep)) } : undefined}
      />
    );
  }

  const sidebar = <LearningSidebar course={course} sectionId={section.id} type={type} onNavigate={() => setDrawerOpen(false)} />;
  const showInline = !phone && sidebarOpen;

  return (
    <div className="dodam-learning" data-learning-type={type}>
      <PageTitle title={`${section.title} · ${LEARNING_TYPE_LABELS[type]}`} />
      <a href="#learning-main" className="visually-hidden-focusable skip-link">
        본문으로 건너뛰기
      </a>
      <header className="dodam-learning-header">
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => (phone ? setDrawerOpen(true) : setSidebarOpen((o) => !o))}
          aria-expanded={phone ? drawerOpen : sidebarOpen}
          aria-controls="learning-sidebar"
          aria-label={phone || !sidebarOpen ? '커리큘럼 열기' : '커리큘럼 접기'}
          title={phone || !sidebarOpen ? '커리큘럼 열기' : '커리큘럼 접기'}
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
      <div className="dodam-learning-body">
        {showInline ? (
          <aside id="learning-sidebar" className="dodam-sidebar" aria-label="커리큘럼">
            {sidebar}
          </aside>
        ) : null}
        <main id="learning-main" className="dodam-learning-main" tabIndex={-1}>
          {content}
        </main>
      </div>
      <BottomBar course={course} step={step} completed={completed} toggling={toggle.isPending} onToggle={onToggleComplete} nudge={type === 'video' && lessonEnded} />
      {phone ? (
        <Offcanvas show={drawerOpen} onHide={() => setDrawerOpen(false)} id="learning-sidebar" aria-labelledby="learning-drawer-title" style={{ width: 'min(350px, 90vw)' }}>
          <Offcanvas.Header closeButton closeLabel="닫기">
            <Offcanvas.Title id="learning-drawer-title" as="h2" className="h6">
              커리큘럼
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>{sidebar}</Offcanvas.Body>
        </Offcanvas>
      ) : null}
    </div>
  );
}

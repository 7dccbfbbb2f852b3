// /tutor/:tabType (video | practice | evaluation): the tutor screen of spec section 2. A header per
// tab (icon, name, description, current section), course and section selection (default: python
// section 1 'variables', kept in ?section= so links and reloads keep it), and the tab's two halves.
import type { ReactNode } from 'react';
import { NavLink, Navigate, useParams, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { LEARNING_TYPES, LEARNING_TYPE_LABELS, type LearningType, type SectionSummary } from '@dodam/contracts';
import { LEARNING_TYPE_DESCRIPTIONS, LearningTypeIcon } from '@/components/learning-type';
import { SplitPane } from '@/components/split-pane';
import { PageTitle } from '@/components/ui/page-title';
import { errorMessage } from '@/lib/api/client';
import { isLearningType, pickTutorSection } from '@/lib/learning/navigation';
import { useContents } from '@/lib/learning/queries';
import { EvaluationStudy, PracticeStudy, VideoStudy } from '../modes';
import { useStartSection } from '../api/queries';
import { useHeartbeat } from '../api/use-heartbeat';
import './tutor.css';

const TAB_NAMES: Record<LearningType, string> = { video: '개념 학습', practice: 'AI 튜터 실습', evaluation: '이해도 평가' };

function tutorPath(tab: LearningType, sectionId: string): string {
  return `/tutor/${tab}?section=${encodeURIComponent(sectionId)}`;
}

export default function TutorPage() {
  const { tabType } = useParams();
  // Unknown tabs fall back to the default tab rather than a blank screen.
  if (!isLearningType(tabType)) return <Navigate to="/tutor/video" replace />;
  return <TutorScreen tab={tabType} />;
}

function TutorScreen({ tab }: { tab: LearningType }) {
  const [search, setSearch] = useSearchParams();
  const contents = useContents();
  const picked = contents.data ? pickTutorSection(contents.data.courses, search.get('section')) : null;

  const selectSection = (sectionId: string) => setSearch({ section: sectionId });

  let body: ReactNode;
  if (contents.isPending) {
    body = (
      <div className="text-center py-5">
        <Spinner animation="border" role="status" aria-label="불러오는 중" />
      </div>
    );
  } else if (contents.isError || !picked) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">학습 내용을 불러오지 못했습니다. {contents.isError ? errorMessage(contents.error) : ''}</span>
        <Button size="sm" variant="outline-danger" onClick={() => void contents.refetch()}>
          다시 시도
        </Button>
      </Alert>
    );
  } else {
    body = <TutorTab key={`${picked.section.id}:${tab}`} tab={tab} section={picked.section} />;
  }

  return (
    <Container fluid="xxl" className="py-3">
      <PageTitle title={`AI 튜터 · ${LEARNING_TYPE_LABELS[tab]}`} />
      <nav aria-label="튜터 탭" className="mb-3">
        <ul className="nav nav-tabs">
          {LEARNING_TYPES.map((t) => (
            <li key={t} className="nav-item">
              <NavLink to={picked ? tutorPath(t, picked.section.id) : `/tutor/${t}`} className={({ isActive }) => `nav-link d-inline-flex align-items-center gap-1${isActive ? ' active' : ''}`}>
                <LearningTypeIcon type={t} /> {LEARNING_TYPE_LABELS[t]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="dodam-tutor-header mb-3" data-testid="tutor-header">
        <div className="dodam-tutor-icon" aria-hidden="true">
          <LearningTypeIcon type={tab} size={26} />
        </div>
        <div className="flex-grow-1 min-w-0">
          <h1 className="h4 mb-1">
            {TAB_NAMES[tab]} <span className="fs-6 text-body-secondary fw-normal">· {LEARNING_TYPE_LABELS[tab]}</span>
          </h1>
          <p className="text-body-secondary small mb-1">{LEARNING_TYPE_DESCRIPTIONS[tab]}</p>
          <p className="mb-0 small" data-testid="tutor-current-section">
            현재 섹션: <strong>{picked ? `${picked.course.title} · ${picked.section.order + 1}. ${picked.section.title}` : '-'}</strong>
          </p>
        </div>
        {picked && contents.data ? (
          <div className="dodam-tutor-pickers">
            <Form.Group controlId="tutor-course">
              <Form.Label className="small mb-1">과정</Form.Label>
              <Form.Select
                size="sm"
                value={picked.course.id}
                onChange={(e) => {
                  const course = contents.data.courses.find((c) => c.id === e.target.value);
                  const first = course?.sections[0];
                  if (first) selectSection(first.id);
                }}
              >
                {contents.data.courses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="tutor-section">
              <Form.Label className="small mb-1">섹션</Form.Label>
              <Form.Select size="sm" value={picked.section.id} onChange={(e) => selectSection(e.target.value)}>
                {picked.course.sections.map((s, i) => (
                  <option key={s.id} value={s.id}>
                    {i + 1}. {s.title}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </div>
        ) : null}
      </header>
      {body}
    </Container>
  );
}

function TutorTab({ tab, section }: { tab: LearningType; section: SectionSummary }) {
  useStartSection(section.id, tab);
  useHeartbeat(section.id, tab);
  const renderPanes = (left: ReactNode, right: ReactNode) => (
    <SplitPane left={left} right={right} leftLabel="왼쪽 패널" rightLabel="오른쪽 패널" storageKey="dodam-tutor-split" className="dodam-tutor-split" />
  );
  if (tab === 'video') return <VideoStudy section={section} variant="tutor" renderPanes={renderPanes} />;
  if (tab === 'practice') return <PracticeStudy sectionId={section.id} variant="tutor" renderPanes={renderPanes} />;
  return (
    <EvaluationStudy
      sectionId={section.id}
      sectionTitle={section.title}
      variant="tutor"
      renderPanes={renderPanes}
      studyLinks={{ video: tutorPath('video', section.id), practice: tutorPath('practice', section.id) }}
    />
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageTitle } from '@/components/ui/page-title';
import { BrandMark } from '@/components/nav/brand-mark';
import { BookIcon, ChartIcon, ChatIcon, CheckIcon, CodeIcon, SparkIcon, TargetIcon, VideoIcon } from '@/components/ui/icons';
import { PrimaryActions } from './primary-actions';
import { TeacherSection } from './teacher-section';
import { TutorMock } from './tutor-mock';
import './home-page.css';

const STEPS: { title: string; detail: string; icon: ReactNode }[] = [
  { title: '콘텐츠 선택', detail: '연령과 난이도에 맞는 과정을 고르고, 섹션 단위로 차근차근 시작합니다.', icon: <TargetIcon size={22} /> },
  { title: '기본 학습', detail: '아바타 강의 영상과 개념 가이드로 이번 섹션의 핵심 개념을 먼저 익힙니다.', icon: <VideoIcon size={22} /> },
  { title: 'AI 튜터와 자기주도 실습', detail: '궁금한 점은 AI 튜터에게 묻고, 브라우저에서 바로 코드를 실행하며 스스로 해결합니다.', icon: <ChatIcon size={22} /> },
  { title: '평가와 다음 단계', detail: '평가로 이해도를 확인하고, 이해도에 맞춰 복습하거나 다음 단계로 나아갑니다.', icon: <ChartIcon size={22} /> },
];

const FEATURES: { title: string; detail: string; icon: ReactNode; tone: string }[] = [
  {
    title: '섹션별 개념 영상',
    detail: '변수부터 함수까지, 섹션마다 준비된 아바타 강의 영상으로 개념을 눈으로 먼저 이해합니다.',
    icon: <VideoIcon size={24} />,
    tone: 'primary',
  },
  {
    title: '강의·학습 요약',
    detail: '영상 내용을 정리한 개념 가이드와 핵심 요약으로 복습 시간을 줄이고 기억을 오래 남깁니다.',
    icon: <BookIcon size={24} />,
    tone: 'success',
  },
  {
    title: '채팅·코딩 상호작용과 실시간 피드백',
    detail: 'AI 튜터와 대화하며 코드를 실행하면, 오류의 원인과 다음에 시도할 방향을 바로 알려 줍니다.',
    icon: <CodeIcon size={24} />,
    tone: 'warning',
  },
  {
    title: '교사를 위한 학습 이력 분석',
    detail: '학생별 진도, 학습 시간, 어려워하는 주제를 한눈에 보고 수업에서 짚어 줄 부분을 찾습니다.',
    icon: <ChartIcon size={24} />,
    tone: 'info',
  },
];

export default function HomePage() {
  return (
    <div className="home">
      <PageTitle title="AI 튜터와 함께 배우는 파이썬" />

      <section className="home-hero" aria-labelledby="home-hero-title">
        <Container>
          <Row className="align-items-center g-4 g-lg-5">
            <Col lg={6}>
              <span className="home-eyebrow">
                <SparkIcon size={16} /> AI 튜터와 함께하는 파이썬 교실
              </span>
              <h1 id="home-hero-title" className="home-title">
                학생 한 명 한 명의 속도에 맞춘 <span className="home-title-accent">파이썬 수업</span>
              </h1>
              <p className="home-lead">
                도담은 학생의 학습 진행 상황을 <strong>실시간으로 파악</strong>하고, 이해도에 맞춘 <strong>개인화 학습</strong>을 제공합니다. 영상으로
                개념을 익히고, AI 튜터와 직접 코드를 실행하며 연습하고, 평가로 다음 단계를 정합니다.
              </p>
              <PrimaryActions />
              <ul className="home-trust list-unstyled">
                <li>
                  <CheckIcon size={16} /> 설치 없이 브라우저에서 파이썬 실행
                </li>
                <li>
                  <CheckIcon size={16} /> 8개 과정 · 섹션별 3단계 학습
                </li>
                <li>
                  <CheckIcon size={16} /> 교사용 학습 현황 대시보드
                </li>
              </ul>
            </Col>
            <Col lg={6}>
              <TutorMock />
            </Col>
          </Row>
        </Container>
      </section>

      <section className="home-section" aria-labelledby="home-flow-title">
        <Container>
          <div className="home-section-head">
            <span className="home-kicker">학습 흐름</span>
            <h2 id="home-flow-title">한 섹션을 네 단계로 완성합니다</h2>
            <p>개념을 보고, 직접 해 보고, 확인하는 흐름이 모든 섹션에서 반복되어 학생 스스로 학습 리듬을 만듭니다.</p>
          </div>
          <ol className="home-flow list-unstyled">
            {STEPS.map((step, index) => (
              <li key={step.title} className="home-flow-step">
                <div className="home-flow-top">
                  <span className="home-flow-icon">{step.icon}</span>
                  <span className="home-flow-number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3>
                  <span className="visually-hidden">{index + 1}단계: </span>
                  {step.title}
                </h3>
                <p>{step.detail}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className="home-section home-section-alt" aria-labelledby="home-features-title">
        <Container>
          <div className="home-section-head">
            <span className="home-kicker">주요 기능</span>
            <h2 id="home-features-title">수업에 필요한 것을 한곳에</h2>
            <p>학생에게는 혼자서도 막히지 않는 학습을, 교사에게는 학급 전체를 읽을 수 있는 데이터를 제공합니다.</p>
          </div>
          <Row xs={1} md={2} className="g-4">
            {FEATURES.map((feature) => (
              <Col key={feature.title}>
                <article className="home-feature">
                  <span className={`home-feature-icon bg-${feature.tone}-subtle text-${feature.tone}-emphasis`}>{feature.icon}</span>
                  <div>
                    <h3>{feature.title}</h3>
                    <p>{feature.detail}</p>
                  </div>
                </article>
              </Col>
            ))}
          </Row>
        </Container>
      </section>

      <TeacherSection />

      <section className="home-cta" aria-labelledby="home-cta-title">
        <Container className="text-center">
          <h2 id="home-cta-title">우리 반의 첫 파이썬 수업을 도담과 함께</h2>
          <p>가입 신청 후 관리자 승인을 받으면 바로 학습을 시작할 수 있습니다.</p>
          <PrimaryActions centered />
        </Container>
      </section>

      <footer className="home-footer">
        <Container className="d-flex flex-column flex-md-row justify-content-between gap-3">
          <div>
            <div className="d-flex align-items-center gap-2 fw-bold mb-1">
              <BrandMark size={24} /> 도담
            </div>
            <p className="small text-body-secondary mb-0">AI 튜터와 함께 배우는 한국어 파이썬 학습 플랫폼</p>
          </div>
          <nav aria-label="바닥글">
            <ul className="list-unstyled d-flex flex-wrap gap-3 small mb-0">
              <li>
                <Link to="/contents">콘텐츠</Link>
              </li>
              <li>
                <Link to="/register">회원가입</Link>
              </li>
              <li>
                <Link to="/login">로그인</Link>
              </li>
            </ul>
          </nav>
        </Container>
        <Container>
          <p className="small text-body-secondary mt-3 mb-0">© 도담. 모든 학습 기록은 학교와 학생을 위해서만 사용됩니다.</p>
        </Container>
      </footer>
    </div>
  );
}

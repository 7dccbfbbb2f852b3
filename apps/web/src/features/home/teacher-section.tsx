// The landing page's section for teachers, with an illustrative (not live) class dashboard.
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { CheckIcon, SparkIcon } from '@/components/ui/icons';
import { ProgressMeter, type ProgressVariant } from '@/components/ui/progress-meter';

const CLASS_ROWS = [
  { name: '김하늘', section: '반복문 for', progress: 92 },
  { name: '이도윤', section: '리스트 기초', progress: 68 },
  { name: '박서연', section: '조건문 if', progress: 45 },
  { name: '최민준', section: '입력 받기', progress: 24 },
];

function progressTone(value: number): ProgressVariant {
  if (value >= 80) return 'success';
  if (value >= 60) return 'info';
  if (value >= 40) return 'warning';
  return 'danger';
}

export function TeacherSection() {
  return (
    <section className="home-section" aria-labelledby="home-teacher-title">
      <Container>
        <Row className="align-items-center g-4 g-lg-5">
          <Col lg={5}>
            <span className="home-kicker">교사를 위한 도담</span>
            <h2 id="home-teacher-title" className="home-h2">
              누가 어디서 멈춰 있는지, 수업 전에 압니다
            </h2>
            <p className="text-body-secondary">
              학생이 영상을 보고, 코드를 실행하고, 문제를 푸는 모든 순간이 학습 이력으로 쌓입니다. 교사 대시보드에서 학급 평균 진도와 학생별 현재 섹션,
              어려워하는 주제를 확인하고 필요한 학생에게 먼저 다가가세요.
            </p>
            <ul className="home-checklist list-unstyled">
              <li>
                <CheckIcon size={18} /> 학생별 진도율·학습 시간·최근 활동
              </li>
              <li>
                <CheckIcon size={18} /> 많이 어려워하는 섹션과 인기 섹션
              </li>
              <li>
                <CheckIcon size={18} /> 관리자 승인으로 안전하게 운영되는 학급
              </li>
            </ul>
          </Col>
          <Col lg={7}>
            <div className="home-dashboard-mock" aria-label="교사 대시보드 예시 화면" role="img">
              <div className="home-dash-stats">
                <div>
                  <span>수강 학생</span>
                  <strong>28명</strong>
                </div>
                <div>
                  <span>평균 진도</span>
                  <strong>64%</strong>
                </div>
                <div>
                  <span>오늘 학습</span>
                  <strong>21명</strong>
                </div>
              </div>
              <div className="home-dash-table">
                {CLASS_ROWS.map((row) => (
                  <div key={row.name} className="home-dash-row">
                    <span className="home-dash-avatar">{row.name.slice(0, 1)}</span>
                    <div className="home-dash-name">
                      <strong>{row.name}</strong>
                      <span>{row.section}</span>
                    </div>
                    <div className="home-dash-bar">
                      <ProgressMeter value={row.progress} variant={progressTone(row.progress)} height="8px" label={`${row.name} 진도`} />
                    </div>
                    <span className="home-dash-value">{row.progress}%</span>
                  </div>
                ))}
              </div>
              <div className="home-dash-insight">
                <SparkIcon size={16} /> 이번 주 많이 어려워한 주제: <strong>리스트 인덱싱</strong>
              </div>
            </div>
          </Col>
        </Row>
      </Container>
    </section>
  );
}

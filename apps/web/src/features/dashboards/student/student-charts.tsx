// Charts (chart.js, the teacher dashboard's library, loaded lazily so the dashboard's first paint
// does not wait for it): study minutes per day over the last 4 weeks from daily-stats, and the best
// score per section. Each chart shows its total and a '표로 보기' table of its values; no animation
// when the system asks for reduced motion.
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { formatStudyTime, studyMinutes, type DashboardCourse } from '@dodam/contracts';
import { useDailyStats } from './api';
import { useMediaQuery } from '@/lib/use-media-query';
import { ValuesTable } from '../chart-values-table';
import { useChartColors } from '../use-chart-colors';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export default function StudentCharts({ courses, userId }: { courses: DashboardCourse[]; userId: number | undefined }) {
  const colors = useChartColors();
  const daily = useDailyStats(userId);
  // Motion only for those who did not ask the system for less of it.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animation = reduceMotion ? (false as const) : undefined;
  const scales = {
    x: { ticks: { color: colors.text, maxRotation: 0, autoSkip: true }, grid: { color: colors.grid } },
    y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
  };
  const days = daily.data?.days ?? [];
  // One formatter (issue 22): minutes are floored like every study time, the total is summed in
  // seconds and written like the cards ("3시간 37분"), never a differently rounded count.
  const minutes = days.map((d) => studyMinutes(d.study_seconds));
  const totalSeconds = days.reduce((a, d) => a + d.study_seconds, 0);
  const scored = courses.flatMap((c) => c.sections.filter((s) => s.score !== null).map((s) => ({ label: s.title, score: s.score ?? 0 })));
  return (
    <Row xs={1} lg={2} className="g-3 mt-2">
      <Col>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h6">최근 4주 학습 시간 (분)</h2>
            <p className="small text-body-secondary mb-2">최근 28일 동안 {formatStudyTime(totalSeconds)} 공부했어요.</p>
            <div className="student-chart" aria-hidden="true">
              <Bar
                data={{ labels: days.map((d) => d.date.slice(5).replace('-', '/')), datasets: [{ label: '학습 시간(분)', data: minutes, backgroundColor: colors.primary }] }}
                options={{ maintainAspectRatio: false, animation, scales, plugins: { legend: { display: false } } }}
              />
            </div>
            <ValuesTable caption="날짜별 학습 시간" headers={['날짜', '학습 시간(분)']} rows={days.flatMap((d, i) => (minutes[i] ? [[d.date.slice(5).replace('-', '/'), `${minutes[i]}분`]] : []))} empty="최근 4주 동안 기록된 학습 시간이 없어요." />
          </Card.Body>
        </Card>
      </Col>
      <Col>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h6">섹션별 평가 점수</h2>
            {scored.length === 0 ? (
              <p className="small text-body-secondary mb-0">평가를 마치면 섹션별 점수가 여기에 나타나요.</p>
            ) : (
              <>
                <div className="student-chart" aria-hidden="true">
                  <Bar
                    data={{ labels: scored.map((s) => s.label), datasets: [{ label: '점수', data: scored.map((s) => s.score), backgroundColor: colors.success }] }}
                    options={{ maintainAspectRatio: false, animation, scales: { ...scales, y: { ...scales.y, max: 100 } }, plugins: { legend: { display: false } } }}
                  />
                </div>
                <ValuesTable caption="섹션별 평가 점수" headers={['섹션', '점수']} rows={scored.map((x) => [x.label, `${x.score}점`])} empty="" />
              </>
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}


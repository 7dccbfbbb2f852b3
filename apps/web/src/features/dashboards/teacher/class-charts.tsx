// Charts of the class (lazy-loaded with chart.js so the landing bundle stays small): activity by
// weekday × hour as a colour grid, the progress distribution and daily active students over 4 weeks.
// Each chart also has a text alternative for screen readers.
import { BarElement, CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { WEEKDAYS_KO } from '@dodam/contracts';
import { type TeacherDashboard } from '@dodam/contracts/teacher';
import { ValuesTable } from '../chart-values-table';
import { useChartColors } from '../use-chart-colors';

ChartJS.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Filler, Tooltip);

function ActivityGrid({ activity }: { activity: TeacherDashboard['charts']['activity'] }) {
  const counts = new Map(activity.map((a) => [`${a.weekday}:${a.hour}`, a.count]));
  const max = Math.max(1, ...activity.map((a) => a.count));
  const hours = Array.from({ length: 24 }, (_, h) => h);
  return (
    <>
    <div className="teacher-heatmap" role="table" aria-label="요일·시간대별 학습 활동 (최근 4주)">
      <div role="row" className="teacher-heatmap-row">
        <span role="columnheader">
          <span className="visually-hidden">요일</span>
        </span>
        {hours.map((h) => (
          // Every hour is named for screen readers; only every third is printed to keep it readable.
          <span key={h} role="columnheader" className="teacher-heatmap-hour">
            {h % 3 === 0 ? <span aria-hidden="true">{h}</span> : null}
            <span className="visually-hidden">{h}시</span>
          </span>
        ))}
      </div>
      {WEEKDAYS_KO.map((day, wd) => (
        <div role="row" key={day} className="teacher-heatmap-row">
          <span role="rowheader" className="small">
            {day}
          </span>
          {hours.map((h) => {
            const n = counts.get(`${wd}:${h}`) ?? 0;
            return <span key={h} role="cell" className="teacher-heatmap-cell" title={`${day} ${h}시: ${n}건`} aria-label={`${day}요일 ${h}시 ${n}건`} style={{ opacity: n ? 0.15 + (0.85 * n) / max : 0.06 }} />;
          })}
        </div>
      ))}
    </div>
      {/* Legend: what the shades mean, with the busiest cell's count. */}
      <div className="d-flex align-items-center gap-1 small mt-2" data-testid="heatmap-legend">
        <span>적음</span>
        {[0.06, 0.3, 0.55, 0.8, 1].map((o) => (
          <span key={o} className="teacher-heatmap-cell" style={{ opacity: o, display: 'inline-block', width: '0.9rem', height: '0.9rem' }} aria-hidden="true" />
        ))}
        <span>많음 (가장 진한 칸 {max}건)</span>
      </div>
    </>
  );
}

export default function ClassCharts({ charts }: { charts: TeacherDashboard['charts'] }) {
  const colors = useChartColors();
  const scales = {
    x: { ticks: { color: colors.text }, grid: { color: colors.grid } },
    y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
  };
  const common = { responsive: true, maintainAspectRatio: false, animation: false as const, plugins: { legend: { display: false } }, scales };
  return (
    <Row xs={1} lg={3} className="g-3 mb-4" data-testid="teacher-charts">
      <Col>
        <Card className="h-100">
          <Card.Body>
            <h3 className="h6">요일·시간대별 활동</h3>
            <ActivityGrid activity={charts.activity} />
          </Card.Body>
        </Card>
      </Col>
      <Col>
        <Card className="h-100">
          <Card.Body>
            <h3 className="h6">진도 분포</h3>
            <div className="teacher-chart">
              <Bar
                aria-label={`진도 분포: ${charts.progress_distribution.map((b) => `${b.bucket}% ${b.count}명`).join(', ')}`}
                role="img"
                options={common}
                data={{ labels: charts.progress_distribution.map((b) => `${b.bucket}%`), datasets: [{ label: '학생 수', data: charts.progress_distribution.map((b) => b.count), backgroundColor: colors.primary }] }}
              />
            </div>
            <ValuesTable caption="진도 분포" headers={['진도', '학생 수']} rows={charts.progress_distribution.map((b) => [`${b.bucket}%`, `${b.count}명`])} empty="아직 학생이 없어요." />
          </Card.Body>
        </Card>
      </Col>
      <Col>
        <Card className="h-100">
          <Card.Body>
            <h3 className="h6">일별 활동 학생 (4주)</h3>
            <div className="teacher-chart">
              <Line
                aria-label={`일별 활동 학생: ${charts.daily_active.map((d) => `${d.date.slice(5)} ${d.count}명`).join(', ')}`}
                role="img"
                options={common}
                data={{ labels: charts.daily_active.map((d) => d.date.slice(5)), datasets: [{ label: '활동 학생', data: charts.daily_active.map((d) => d.count), borderColor: colors.primary, backgroundColor: colors.primary, fill: false, tension: 0.2 }] }}
              />
            </div>
            <ValuesTable caption="일별 활동 학생" headers={['날짜', '활동 학생']} rows={charts.daily_active.filter((d) => d.count > 0).map((d) => [d.date.slice(5), `${d.count}명`])} empty="최근 4주 동안 활동한 학생이 없어요." />
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}

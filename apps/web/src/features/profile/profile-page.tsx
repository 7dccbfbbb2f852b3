import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import Nav from 'react-bootstrap/Nav';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { MEMBER_TYPE_LABELS, type User } from '@dodam/contracts';
import { formatDate, formatPercent } from '@/lib/format';
import { useSession } from '@/lib/session/session-store';
import { PageTitle } from '@/components/ui/page-title';
import { RoleBadge } from '@/components/ui/role-badge';
import { ApprovalStatusBadge } from '@/components/ui/status-badge';
import { PasswordCard } from './password-card';
import { SchoolAccountsCard } from './school-accounts-card';
import { ProfileEditor } from './profile-editor';
import { PrivacyTab } from './privacy-tab';
import { ProgressMeter } from '@/components/ui/progress-meter';

function initialOf(user: User): string {
  const name = user.profile.fullName?.trim() || user.username;
  return Array.from(name)[0]?.toUpperCase() ?? '?';
}

function StatTile({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="stat-tile border rounded-3 p-3 h-100">
      <div className="small text-body-secondary">{label}</div>
      <div className="fs-4 fw-bold">{value}</div>
      {sub && <div className="small text-body-secondary">{sub}</div>}
    </div>
  );
}

export default function ProfilePage() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  // Closing the editor (save or cancel) brings focus back to 프로필 수정, never to <body>.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const privacy = useLocation().pathname.startsWith('/profile/privacy');
  if (!user) return null;
  const { profile, progress } = user;
  const name = profile.fullName?.trim() || user.username;

  return (
    <Container className="py-4 py-md-5">
      <PageTitle title={privacy ? '개인정보' : '프로필'} />
      <h1 className="h3 mb-3">내 프로필</h1>
      <Nav variant="tabs" className="mb-4" as="ul">
        {[
          { to: '/profile', label: '프로필', active: !privacy },
          { to: '/profile/privacy', label: '개인정보', active: privacy },
        ].map((t) => (
          <Nav.Item as="li" key={t.to}>
            <Nav.Link as={NavLink} to={t.to} end className={t.active ? 'active' : undefined} aria-current={t.active ? 'page' : undefined}>
              {t.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Row className="g-4">
        <Col lg={4}>
          <Card className="shadow-sm text-center">
            <Card.Body className="p-4">
              <div className="avatar-circle mx-auto mb-3" aria-hidden="true">
                {initialOf(user)}
              </div>
              <h2 className="h4 mb-1">{name}</h2>
              <div className="text-body-secondary small mb-2">@{user.username}</div>
              <div className="mb-2 text-break">{user.email}</div>
              <RoleBadge user={user} />
              <div className="small text-body-secondary mt-3">가입일 {formatDate(user.created_at)}</div>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={8}>
          {privacy ? (
            <PrivacyTab user={user} />
          ) : (
            <>
              <Card className="shadow-sm mb-4">
                <Card.Header className="d-flex justify-content-between align-items-center">
                  <h2 className="h6 mb-0">기본 정보</h2>
                  {!editing && (
                    <Button ref={editButton} size="sm" variant="outline-primary" onClick={() => setEditing(true)}>
                      프로필 수정
                    </Button>
                  )}
                </Card.Header>
                <Card.Body>
                  {editing ? (
                    <ProfileEditor user={user} onDone={() => setEditing(false)} />
                  ) : (
                    <dl className="row mb-0">
                      <dt className="col-sm-4">이름</dt>
                      <dd className="col-sm-8">{profile.fullName || <span className="text-body-secondary">입력되지 않음</span>}</dd>
                      <dt className="col-sm-4">소개</dt>
                      <dd className="col-sm-8" style={{ whiteSpace: 'pre-wrap' }}>
                        {profile.bio || <span className="text-body-secondary">입력되지 않음</span>}
                      </dd>
                      <dt className="col-sm-4">GitHub</dt>
                      <dd className="col-sm-8 mb-0">
                        {profile.githubUsername ? (
                          <a href={`https://github.com/${encodeURIComponent(profile.githubUsername)}`} target="_blank" rel="noreferrer noopener">
                            {profile.githubUsername}
                          </a>
                        ) : (
                          <span className="text-body-secondary">입력되지 않음</span>
                        )}
                      </dd>
                    </dl>
                  )}
                </Card.Body>
              </Card>

              <PasswordCard required={user.must_change_password === true} />
              <SchoolAccountsCard />

              <Card className="shadow-sm mb-4">
                <Card.Header>
                  <h2 className="h6 mb-0">학습 통계</h2>
                </Card.Header>
                <Card.Body>
                  <div className="mb-3">
                    <div className="d-flex justify-content-between small mb-1">
                      <span>전체 진도</span>
                      <span className="fw-semibold">{formatPercent(progress.total_progress)}</span>
                    </div>
                    <ProgressMeter value={progress.total_progress} label="전체 진도" />
                  </div>
                  <Row className="g-3">
                    <Col sm={4}>
                      <StatTile label="현재 연속 학습" value={`${progress.learning_streak.current}일`} />
                    </Col>
                    <Col sm={4}>
                      <StatTile label="최장 연속 학습" value={`${progress.learning_streak.longest}일`} />
                    </Col>
                    <Col sm={4}>
                      <StatTile label="완료한 섹션" value={`${progress.sections_completed.length}개`} />
                    </Col>
                  </Row>
                </Card.Body>
              </Card>

              <Card className="shadow-sm">
                <Card.Header>
                  <h2 className="h6 mb-0">과정 신청 현황</h2>
                </Card.Header>
                {user.course_registrations.length === 0 ? (
                  <Card.Body className="text-body-secondary">신청한 과정이 없습니다.</Card.Body>
                ) : (
                  <ListGroup variant="flush">
                    {user.course_registrations.map((registration) => (
                      <ListGroup.Item key={registration.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                        <div>
                          <div className="fw-semibold">{registration.course_name}</div>
                          <div className="small text-body-secondary">
                            {MEMBER_TYPE_LABELS[registration.user_type]} · 신청일 {formatDate(registration.created_at)}
                          </div>
                        </div>
                        <ApprovalStatusBadge status={registration.status} />
                      </ListGroup.Item>
                    ))}
                  </ListGroup>
                )}
              </Card>
            </>
          )}
        </Col>
      </Row>
    </Container>
  );
}

import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDate } from '@/lib/format';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';
import { fetchIdentities, identitiesKey, unlinkIdentity } from './api';

/** The school accounts linked to this Dodam account, each with 연결 해제 (ADR 018). */
export function SchoolAccountsCard() {
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data: identities, isError } = useQuery({ queryKey: identitiesKey, queryFn: fetchIdentities });
  const unlink = useMutation({
    mutationFn: unlinkIdentity,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: identitiesKey });
      // The removed row took the focused button with it.
      heading.current?.focus();
    },
  });
  if (!identities?.length && !isError) return null;
  return (
    <Card className="shadow-sm mb-4">
      <Card.Header>
        <h2 className="h5 mb-0" tabIndex={-1} ref={heading}>
          연결된 학교 계정
        </h2>
      </Card.Header>
      <Card.Body>
        {isError && <Alert variant="danger">연결된 학교 계정을 불러오지 못했습니다.</Alert>}
        {unlink.isSuccess && (
          <Alert variant="success" role="status">
            학교 계정 연결을 해제했습니다.
          </Alert>
        )}
        <p className="small text-body-secondary">연결을 해제하면 그 학교 계정으로는 로그인할 수 없고, 다시 연결하려면 도담 비밀번호로 본인 확인을 해야 합니다.</p>
        <ListGroup variant="flush">
          {identities?.map((identity) => (
            <ListGroup.Item key={identity.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2 px-0">
              <div>
                <div className="fw-semibold">{identity.provider_name}</div>
                <div className="small text-break">{identity.email ?? '이메일 정보 없음'}</div>
                <div className="small text-body-secondary">연결: {formatDate(identity.linked_at)}</div>
              </div>
              <FocusSafeButton
                variant="outline-danger"
                size="sm"
                inactive={unlink.isPending}
                onClick={() => unlink.mutate(identity.id)}
                aria-label={`${identity.provider_name} ${identity.email ?? ''} 연결 해제`.replace(/\s+/g, ' ')}
              >
                연결 해제
              </FocusSafeButton>
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Card.Body>
    </Card>
  );
}

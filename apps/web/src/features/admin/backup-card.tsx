import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { TimedAlert } from '@/components/ui/timed-alert';
import { backupCreateResponseSchema, backupListResponseSchema } from '@dodam/contracts';
import { formatNumber } from '@/lib/format';
import { useBanner } from './use-banner';

// Backups (ADR 017): the last good backup in Korea time, how many are kept and their size, "지금 백업".
const kst = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const backupKeys = { list: ['admin', 'backups'] as const };
const fetchBackups = () => apiRequest('/admin/backups', { query: { _t: String(Date.now()) }, schema: backupListResponseSchema, auth: 'admin' });
const createBackup = () => apiRequest('/admin/backups', { method: 'POST', schema: backupCreateResponseSchema, auth: 'admin' });

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export function formatKst(iso: string): string {
  return `${kst.format(new Date(iso))} (KST)`;
}

export default function BackupCard() {
  const queryClient = useQueryClient();
  const backups = useQuery({ queryKey: backupKeys.list, queryFn: fetchBackups });
  const { banner, close, success, failure } = useBanner();
  const now = useMutation({
    mutationFn: createBackup,
    onSuccess: (r) => success(`${r.message} (${formatKst(r.backup.created_at)}, ${formatBytes(r.backup.size_bytes)})`),
    onError: (e) => failure(e),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: backupKeys.list }),
  });
  const data = backups.data;
  return (
    <Card className="shadow-sm mb-4" as="section" aria-labelledby="backup-heading" data-testid="backup-card">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <div>
            <h2 id="backup-heading" className="h5 mb-1">
              백업
            </h2>
            {backups.error ? (
              <p className="text-danger mb-0">백업 정보를 불러오지 못했습니다. {errorMessage(backups.error)}</p>
            ) : !data ? (
              <Spinner size="sm" aria-label="백업 정보를 불러오는 중" />
            ) : (
              <>
                <p className="mb-1" data-testid="backup-last">
                  마지막 백업: <strong>{data.last_backup_at ? formatKst(data.last_backup_at) : '아직 없음'}</strong>
                </p>
                <p className="small text-body-secondary mb-0" data-testid="backup-summary">
                  보관 중 {formatNumber(data.count)}개 · 전체 {formatBytes(data.total_bytes)} · {data.keep_days}일 보관 ·{' '}
                  {data.daily_hour_kst === null ? '자동 백업 꺼짐' : `매일 ${data.daily_hour_kst}시(KST) 자동 백업`}
                </p>
                <p className="small text-body-secondary mb-0">백업 폴더를 정기적으로 서버 밖(다른 컴퓨터, USB)에 복사해 두세요.</p>
              </>
            )}
          </div>
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus to <body>. */}
          <Button variant="outline-primary" size="sm" onClick={() => !now.isPending && now.mutate()} aria-disabled={now.isPending}>
            {now.isPending ? (
              <>
                <Spinner size="sm" aria-hidden="true" className="me-1" />
                백업 중…
              </>
            ) : (
              '지금 백업'
            )}
          </Button>
        </div>
        <TimedAlert message={banner} onClose={close} />
      </Card.Body>
    </Card>
  );
}

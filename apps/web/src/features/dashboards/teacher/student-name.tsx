// A student as teacher screens name them: the real name, with the 번호 and username beside it (the
// username also on hover), linked to the drill-down.
import { Link } from 'react-router';
import { rosterLabel, type PersonIdentity } from '@dodam/contracts';

export function StudentName({ person, studentId, className = 'fw-semibold' }: { person: PersonIdentity; studentId: number; className?: string }) {
  const roster = rosterLabel(person);
  return (
    <span>
      <Link to={`/teacher/students/${studentId}`} className={className} title={`아이디: ${person.username}`} data-testid="student-name">
        {person.name}
      </Link>{' '}
      <span className="small text-body-secondary">
        {roster ? `${roster} · ` : ''}
        {person.username}
      </span>
    </span>
  );
}

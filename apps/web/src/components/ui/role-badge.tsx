import Badge from 'react-bootstrap/Badge';
import { ROLE_LABELS, isAdmin, type RoleSubject, type UserType } from '@dodam/contracts';

const VARIANTS: Record<UserType, string> = { admin: 'danger', teacher: 'success', student: 'primary' };

export function roleOf(user: RoleSubject): UserType {
  if (isAdmin(user)) return 'admin';
  return user.user_type === 'teacher' ? 'teacher' : 'student';
}

export function RoleBadge({ user, className }: { user: RoleSubject; className?: string }) {
  const role = roleOf(user);
  return (
    <Badge bg={VARIANTS[role]} className={className}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

import { MailIcon } from '@/components/ui/icons';
import type { PublicConfig } from '@dodam/contracts';

/** Who to ask: the contact the admin set, and the admin e-mail when one is configured. */
export function AdminContact({ config }: { config: PublicConfig | undefined }) {
  const contact = config?.admin_contact?.trim();
  const email = config?.admin_contact_email?.trim();
  return (
    <p className="d-inline-flex flex-wrap align-items-center gap-2 border rounded-pill px-3 py-2 mt-2" data-testid="admin-contact">
      <MailIcon size={16} />
      <span>관리자 연락처: {contact || (email ? '' : '담당 선생님이나 학교 관리자에게 문의해 주세요.')}</span>
      {email && (
        // alert-link: the alert's own link colour (AA on the warning/danger panels); plain text colour elsewhere.
        <a href={`mailto:${email}`} className={`alert-link${contact ? ' ms-1' : ''}`}>
          {email}
        </a>
      )}
    </p>
  );
}

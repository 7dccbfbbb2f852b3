import { useQuery } from '@tanstack/react-query';
import { fetchOidcProviders } from './api';

/** One button per enabled school sign-in provider (ADR 018); nothing when none is configured. */
export function OidcButtons() {
  const { data: providers = [] } = useQuery({ queryKey: ['auth', 'oidc-providers'], queryFn: fetchOidcProviders, staleTime: 60_000, retry: false });
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="oidc-heading" className="mt-4">
      <h2 id="oidc-heading" className="h6 text-body-secondary text-center mb-3">
        학교 계정으로 로그인
      </h2>
      <div className="d-grid gap-2">
        {providers.map((p) => (
          // A full page navigation: the server redirects to the provider's sign-in page.
          <a key={p.id} className="btn btn-outline-primary" href={`/api/v1/auth/oidc/${p.id}/start`}>
            {p.display_name} 계정으로 로그인
          </a>
        ))}
      </div>
    </section>
  );
}

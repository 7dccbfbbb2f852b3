import { LoginScreen } from './login-page';

/** Target when an admin session has expired: the login screen, locked in admin mode. */
export default function AdminLoginPage() {
  return <LoginScreen forceAdmin />;
}

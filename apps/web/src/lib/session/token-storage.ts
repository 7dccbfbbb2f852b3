// Bearer tokens live in localStorage under the keys the original product used, so an existing
// browser session keeps working and E2E tests can inspect them.
export const TOKEN_KEY = 'fastapi-token';
export const ADMIN_TOKEN_KEY = 'admin_token';

function storage(): Storage | null {
  // Private browsing modes and non-browser environments (unit tests) may refuse storage access.
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or disabled: the session simply will not survive a reload.
  }
}

export function getUserToken(): string | null {
  return read(TOKEN_KEY);
}

export function getAdminToken(): string | null {
  return read(ADMIN_TOKEN_KEY);
}

export function setUserToken(token: string | null): void {
  write(TOKEN_KEY, token);
}

export function setAdminToken(token: string | null): void {
  write(ADMIN_TOKEN_KEY, token);
}

export function clearTokens(): void {
  write(TOKEN_KEY, null);
  write(ADMIN_TOKEN_KEY, null);
}

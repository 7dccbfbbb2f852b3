import { userSchema, type ProfileUpdate, type User } from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

/** PUT /auth/me/profile: the returned user replaces the current one (spec section 7). */
export function updateProfile(profile: ProfileUpdate): Promise<User> {
  return apiRequest('/auth/me/profile', { method: 'PUT', json: profile, schema: userSchema });
}

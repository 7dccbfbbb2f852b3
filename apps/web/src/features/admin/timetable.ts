// The school's 교시 timetable as the admin screens read and save it (issue 22).
import { useQuery } from '@tanstack/react-query';
import { schoolTimetableSchema, type SchoolPeriod, type SchoolTimetable } from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

export const TIMETABLE_KEY = ['admin', 'settings', 'timetable'] as const;

export const fetchTimetable = () => apiRequest('/admin/settings/timetable', { query: { _t: String(Date.now()) }, schema: schoolTimetableSchema, auth: 'admin' });
export const saveTimetable = (timetable: SchoolTimetable) => apiRequest('/admin/settings/timetable', { method: 'PUT', json: timetable, schema: schoolTimetableSchema, auth: 'admin' });

/** The periods (empty while loading or when the school set none: the picker then offers only the slots). */
export function useSchoolPeriods(enabled = true): SchoolPeriod[] {
  const query = useQuery({ queryKey: TIMETABLE_KEY, queryFn: fetchTimetable, enabled });
  return query.data?.periods ?? [];
}

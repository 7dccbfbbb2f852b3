// Step 2 of the registration wizard: one card per course to apply for (up to the limit), with the
// public course list loaded from the server.
import type { UseQueryResult } from '@tanstack/react-query';
import { useWatch, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { MAX_COURSE_REGISTRATIONS, MSG, type PublicCourse } from '@dodam/contracts';
import { PlusIcon } from '@/components/ui/icons';
import { CourseCard } from './course-card';
import { EMPTY_COURSE, type RegisterFormValues } from './form-types';

type CourseFields = UseFieldArrayReturn<RegisterFormValues, 'courses'>;

export function CourseChoices({
  form,
  courses,
  fields,
  append,
  remove,
  checkCodeOnMount = false,
}: {
  form: UseFormReturn<RegisterFormValues>;
  courses: UseQueryResult<PublicCourse[]>;
  fields: CourseFields['fields'];
  append: CourseFields['append'];
  remove: CourseFields['remove'];
  /** The first card's code came from a link: check it as soon as step 2 opens. */
  checkCodeOnMount?: boolean;
}) {
  const { control, register, setValue } = form;
  const chosen = useWatch({ control, name: 'courses' });
  const courseList = courses.data ?? [];
  const canAdd = fields.length < Math.min(MAX_COURSE_REGISTRATIONS, Math.max(courseList.length, 1));
  return courses.isPending ? (
      <div className="text-center py-4" role="status">
        <Spinner aria-hidden="true" />
        <div className="small text-body-secondary mt-2">과정 목록을 불러오는 중…</div>
      </div>
    ) : courses.isError ? (
      <Alert variant="danger" className="d-flex justify-content-between align-items-center gap-2">
        {MSG.courseListFailed}
        <Button size="sm" variant="outline-danger" onClick={() => void courses.refetch()}>
          다시 시도
        </Button>
      </Alert>
    ) : (
      <>
        {fields.map((field, index) => (
          <CourseCard
            key={field.id}
            index={index}
            control={control}
            register={register}
            setValue={setValue}
            courses={courseList}
            takenCourseIds={(chosen ?? []).filter((_, i) => i !== index).map((c) => c.course_id).filter(Boolean)}
            canRemove={fields.length > 1}
            checkCodeOnMount={checkCodeOnMount && index === 0}
            onRemove={() => remove(index)}
          />
        ))}
        <Button
          variant="outline-primary"
          onClick={() => append({ ...EMPTY_COURSE }, { shouldFocus: false })}
          disabled={!canAdd}
          className="w-100 mb-4 d-inline-flex justify-content-center align-items-center gap-1"
        >
          <PlusIcon /> 과정 추가
        </Button>
      </>
    );
}

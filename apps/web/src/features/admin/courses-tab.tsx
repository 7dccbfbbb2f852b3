import Card from 'react-bootstrap/Card';

/** The courses tab (list, search, create form, participants) is built in a later issue. */
export default function CoursesTab() {
  return (
    <Card body className="text-center py-5">
      <h2 className="h5">과정 관리 준비 중</h2>
      <p className="text-body-secondary mb-0">과정 목록, 검색, 과정 개설과 참여자 관리 기능이 곧 제공됩니다.</p>
    </Card>
  );
}

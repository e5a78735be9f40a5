import { Button } from 'antd';
import { Link } from 'react-router';

/** The teacher's way back from a paper's own pages to the list of papers. */
export function BackToPapers() {
  return (
    <Link to="/account/exams">
      <Button>返回试卷列表</Button>
    </Link>
  );
}

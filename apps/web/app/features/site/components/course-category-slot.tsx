import { AppstoreOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { Link } from 'react-router';

export interface CourseCategory {
  id: string;
  categoryName: string;
}

/** The nav's course-category dropdown. Its list comes with the course module; nothing shows without one. */
export function CourseCategorySlot({ categories }: { categories?: CourseCategory[] }) {
  if (!categories || categories.length === 0) return null;
  return (
    <Popover
      placement="bottomLeft"
      content={
        <ul className="course-category-slot__list">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/list?categoryId=${category.id}`}>{category.categoryName}</Link>
            </li>
          ))}
        </ul>
      }
    >
      <button type="button" className="course-category-slot">
        <AppstoreOutlined /> 课程分类
      </button>
    </Popover>
  );
}

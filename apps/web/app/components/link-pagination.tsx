import { DoubleLeftOutlined, DoubleRightOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Pagination } from 'antd';
import { PlainLink } from './plain-link';

/**
 * Paging made of links (`hrefFor(page)`): every page is an address the server renders, so lists
 * page without script and crawlers can follow them. Nothing shows for a single page.
 */
export function LinkPagination({
  current,
  total,
  pageSize,
  hrefFor,
}: {
  current: number;
  total: number;
  pageSize: number;
  hrefFor(page: number): string;
}) {
  if (total <= pageSize) return null;
  return (
    <nav className="link-pagination" aria-label="分页">
      <Pagination
        current={current}
        total={total}
        pageSize={pageSize}
        showSizeChanger={false}
        showQuickJumper={false}
        showTotal={(count) => `共 ${count} 条`}
        itemRender={(page, type, element) => {
          if (type === 'page') return <PlainLink to={hrefFor(page)}>{page}</PlainLink>;
          if (type === 'prev' || type === 'next') {
            const label = type === 'prev' ? '上一页' : '下一页';
            const target = type === 'prev' ? current - 1 : current + 1;
            const lastPage = Math.ceil(total / pageSize);
            if (target < 1 || target > lastPage) return <span className="link-pagination__step">{label}</span>;
            return (
              <PlainLink to={hrefFor(target)} className="link-pagination__step" aria-label={label}>
                {label}
              </PlainLink>
            );
          }
          if (type === 'jump-prev' || type === 'jump-next') {
            const lastPage = Math.ceil(total / pageSize);
            const back = type === 'jump-prev';
            const target = back ? Math.max(1, current - 5) : Math.min(lastPage, current + 5);
            // antd's own markup for the jump (arrow on hover, dots otherwise), as a link.
            return (
              <PlainLink
                to={hrefFor(target)}
                className="ant-pagination-item-link"
                aria-label={back ? '向前 5 页' : '向后 5 页'}
              >
                <div className="ant-pagination-item-container">
                  {back ? (
                    <DoubleLeftOutlined className="ant-pagination-item-link-icon" />
                  ) : (
                    <DoubleRightOutlined className="ant-pagination-item-link-icon" />
                  )}
                  <span className="ant-pagination-item-ellipsis">
                    <EllipsisOutlined />
                  </span>
                </div>
              </PlainLink>
            );
          }
          return element;
        }}
      />
    </nav>
  );
}

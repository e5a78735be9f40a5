import { Empty, Image, Tag } from 'antd';
import { ListPager } from '~/components/paged-list';
import type { Feedback, Page } from '@school/contracts';

/** My feedback, newest first, with the school's replies. */
export function FeedbackList({ page, onPage }: { page: Page<Feedback>; onPage(page: number): void }) {
  if (page.list.length === 0) return <Empty description="还没有提交过反馈" />;
  return (
    <>
      <ul className="feedback-list">
        {page.list.map((item) => (
          <li className="feedback-item" key={item.id}>
            <div className="feedback-item__head">
              <span className="feedback-item__time">{item.gmtCreate}</span>
              {item.replyStatus === 1 ? <Tag color="green">已回复</Tag> : <Tag color="orange">待回复</Tag>}
            </div>
            <p className="feedback-item__content">{item.content}</p>
            {item.images.length > 0 ? (
              <Image.PreviewGroup>
                <div className="feedback-item__images">
                  {item.images.map((url) => (
                    <Image key={url} src={url} width={72} height={72} alt="反馈截图" />
                  ))}
                </div>
              </Image.PreviewGroup>
            ) : null}
            {item.contact ? <p className="feedback-item__contact">联系方式：{item.contact}</p> : null}
            {item.replyStatus === 1 ? (
              <div className="feedback-item__reply">
                <p className="feedback-item__reply-head">
                  官方回复 <span>{item.replyTime}</span>
                </p>
                <p>{item.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ListPager page={page} onPage={onPage} />
    </>
  );
}

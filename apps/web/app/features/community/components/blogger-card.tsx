import type { Blogger } from '@school/contracts';
import { useState } from 'react';
import { PlainLink } from '~/components/plain-link';
import { RoundAvatar } from '~/components/round-avatar';
import { bloggerHref } from '../links';
import { FollowBloggerButton } from './follow-blogger-button';

/**
 * A blogger's card: picture, name, introduction, counts and the follow button. `mine` is the
 * reader's own view of the blogger (with isAttention), read in the browser; until then the
 * button waits and the page's counts show.
 */
export function BloggerCard({
  blogger,
  mine,
  variant = 'side',
}: {
  blogger: Blogger;
  mine?: Blogger;
  variant?: 'side' | 'hero';
}) {
  const shown = mine ?? blogger;
  const [fans, setFans] = useState<number>();
  const Title = variant === 'hero' ? 'h1' : 'h2';
  return (
    <section className={`blogger-card blogger-card--${variant}`} aria-label="博主">
      <RoundAvatar size={variant === 'hero' ? 96 : 64} src={shown.headImgUrl || undefined}>
        {shown.bloggerName.slice(0, 1)}
      </RoundAvatar>
      <div className="blogger-card__text">
        <Title className="blogger-card__name">
          {variant === 'hero' ? (
            shown.bloggerName
          ) : (
            <PlainLink to={bloggerHref(shown.bloggerId)}>{shown.bloggerName}</PlainLink>
          )}
        </Title>
        {shown.introduce ? <p className="blogger-card__intro">{shown.introduce}</p> : null}
        <dl className="blogger-card__counts">
          <div>
            <dt>文章</dt>
            <dd>{shown.countPosts}</dd>
          </div>
          <div>
            <dt>粉丝</dt>
            <dd>{fans ?? shown.countFans}</dd>
          </div>
          <div>
            <dt>关注</dt>
            <dd>{shown.countFollows}</dd>
          </div>
          <div>
            <dt>获赞</dt>
            <dd>{shown.countLikes}</dd>
          </div>
        </dl>
      </div>
      <div className={mine ? 'blogger-card__follow' : 'blogger-card__follow hidden-until-reader-known'}>
        <FollowBloggerButton
          key={mine ? 'mine' : 'visitor'}
          bloggerId={shown.bloggerId}
          bloggerUserId={shown.userId}
          following={mine?.isAttention === 1}
          onChange={(state) => setFans(state.countFans)}
        />
      </div>
    </section>
  );
}

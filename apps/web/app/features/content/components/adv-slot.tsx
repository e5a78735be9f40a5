import type { Adv } from '@school/contracts';
import { Picture } from '~/components/picture';
import { SiteLink } from '~/components/site-link';
import { navHref } from '~/lib/path-rules';
import './adv-slot.css';

/**
 * The adverts of one position (`advLocation`), each an image linking where the operator set;
 * `sizes` is how wide the position shows them.
 */
export function AdvSlot({
  adverts,
  location,
  sizes,
  className,
}: {
  adverts: Adv[];
  location: string;
  sizes: string;
  className?: string;
}) {
  const here = adverts.filter((adv) => adv.advLocation === location);
  if (here.length === 0) return null;
  return (
    <aside className={`adv-slot adv-slot--${location} ${className ?? ''}`.trim()} aria-label="推广">
      {here.map((adv) => {
        const image = <Picture src={adv.advImg} sizes={sizes} alt={adv.advTitle} loading="lazy" />;
        return adv.advUrl ? (
          <SiteLink key={adv.id} href={navHref(adv.advUrl)} target={adv.advTarget} className="adv-slot__item">
            {image}
          </SiteLink>
        ) : (
          <div key={adv.id} className="adv-slot__item">
            {image}
          </div>
        );
      })}
    </aside>
  );
}

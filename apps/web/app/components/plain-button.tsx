import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Look = {
  /** antd's names: `primary` filled with the site colour, `default` outlined. */
  type?: 'primary' | 'default';
  /** The site's antd size is small (components/app-providers.tsx), so small is the default here too. */
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** Shows a spinner in place of the icon and takes no clicks, as antd's `loading`. */
  loading?: boolean;
};

/** The classes of a button's look, for a link drawn as a button (a `PlainLink` to a page). */
export function plainButtonClass(
  { type = 'default', size = 'small', block, loading }: Look,
  className?: string,
): string {
  return [
    'plain-button',
    `plain-button--${type}`,
    `plain-button--${size}`,
    block ? 'plain-button--block' : '',
    loading ? 'plain-button--loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> &
  Look & {
    icon?: ReactNode;
  };

/**
 * A button drawn like antd's, for the pages the server renders (the header, the course, paper and list
 * pages). antd's Button works out its theme and styles for every button it renders, some 1% of a course
 * page's render each, and puts 20 KB of button styles into every page that has one (decision 0107).
 * Screens that only the browser draws (dialogs, the study centre, the back office) keep antd's Button.
 */
export function PlainButton({
  type,
  size,
  block,
  icon,
  loading,
  className,
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      {...rest}
      type="button"
      className={plainButtonClass({ type, size, block, loading }, className)}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <LoadingOutlined /> : icon}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </button>
  );
}

import { UnderConstruction } from './under-construction';

/**
 * The account pages' name for UnderConstruction, until they move to it (their layout and pages are
 * being reworked on another branch); the public pages use UnderConstruction itself.
 */
export function PagePlaceholder({ title }: { title: string }) {
  return <UnderConstruction title={title} back={{ to: '/account/info', label: '返回个人中心' }} />;
}

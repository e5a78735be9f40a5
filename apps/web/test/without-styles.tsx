import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/**
 * Keeps antd's runtime styles out of jsdom's document. Each `getByRole` computes accessible names and
 * visibility through jsdom's getComputedStyle, which matches every injected antd rule against the
 * element: with antd's stylesheet in the document one query on a console form took seconds.
 */
export const WithoutStyles = ({ children }: { children: ReactNode }) => (
  <StyleProvider mock="server">{children}</StyleProvider>
);

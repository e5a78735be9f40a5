import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton, plainButtonClass } from './plain-button';

describe('buttons drawn like antd on server-rendered pages', () => {
  it('are buttons with the look asked for, and take clicks', () => {
    const onClick = vi.fn();
    render(
      <PlainButton type="primary" size="large" onClick={onClick}>
        开始学习
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: '开始学习' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('plain-button plain-button--primary plain-button--large');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading, show that they are busy and take no clicks', () => {
    const onClick = vi.fn();
    render(
      <PlainButton loading onClick={onClick}>
        开始考试
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: /开始考试/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.className).toContain('plain-button--loading');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('give a link the same look (small and outlined unless asked)', () => {
    expect(plainButtonClass({})).toBe('plain-button plain-button--default plain-button--small');
    expect(plainButtonClass({ block: true }, 'x')).toBe(
      'plain-button plain-button--default plain-button--small plain-button--block x',
    );
  });
});

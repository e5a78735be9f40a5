// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WebsiteInfo, WebsiteInfoUpdate } from '@school/contracts';
import { SiteInfoForm, toWebsiteInfoUpdate, websiteInfoFields } from './site-info-form';
import { stubBrowserApis, withProviders } from '../../../components/test-utils';

const info: WebsiteInfo = {
  siteId: 11,
  siteNamePc: '蓝鲸英语网校',
  logo: '/files/logo.png',
  ico: '/favicon.ico',
  keyword: '英语,网课',
  desc: '在线学英语',
  telephone: '400-100-2000',
  address: '上海市',
  wxCode: '',
  service1: '',
  copyright: '© 2026 蓝鲸英语',
  icp: '沪ICP备00000001号',
  prn: '沪公网安备',
  prnNo: '31010402000001',
  isEnableStatistics: 0,
  statisticsCode: '',
  isEnableOnlineService: 0,
  onlineServiceCode: '',
  onlineServicePages: '/',
  h5Domain: '',
};

beforeAll(stubBrowserApis);
afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('site info form', () => {
  it('shows every editable field with the current values', () => {
    render(withProviders(<SiteInfoForm initialValues={info} onSubmit={vi.fn()} />));
    expect(input('网站名称').value).toBe('蓝鲸英语网校');
    expect(input('客服热线').value).toBe('400-100-2000');
    expect(input('ICP 备案号').value).toBe('沪ICP备00000001号');
    expect(screen.getByLabelText('启用统计代码').getAttribute('aria-checked')).toBe('false');
    expect(websiteInfoFields).toHaveLength(19);
  });

  it('refuses an empty site name and does not submit', async () => {
    const onSubmit = vi.fn();
    render(withProviders(<SiteInfoForm initialValues={info} onSubmit={onSubmit} />));
    fireEvent.change(input('网站名称'), { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('请输入网站名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the statistics code once statistics are switched on', async () => {
    const onSubmit = vi.fn();
    render(withProviders(<SiteInfoForm initialValues={info} onSubmit={onSubmit} />));
    fireEvent.click(screen.getByLabelText('启用统计代码'));
    submit();
    expect(await screen.findByText('启用统计时请填写统计代码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the whole update with flags as 1/0, trimmed text and a clean page list', async () => {
    const onSubmit = vi.fn<(v: WebsiteInfoUpdate) => void>();
    render(withProviders(<SiteInfoForm initialValues={info} onSubmit={onSubmit} />));
    fireEvent.change(input('网站名称'), { target: { value: '  鲸鱼英语  ' } });
    fireEvent.click(screen.getByLabelText('启用在线客服'));
    fireEvent.change(input('在线客服代码'), { target: { value: '<script>chat()</script>' } });
    fireEvent.change(input('显示客服的页面'), { target: { value: '/, /list，/course ' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0];
    expect(Object.keys(body).sort()).toEqual([...websiteInfoFields].sort());
    expect(body).toMatchObject({
      siteNamePc: '鲸鱼英语',
      isEnableOnlineService: 1,
      isEnableStatistics: 0,
      onlineServiceCode: '<script>chat()</script>',
      onlineServicePages: '/,/list,/course',
      telephone: '400-100-2000',
    });
    expect(body).not.toHaveProperty('siteId');
  });

  it('turns a partial or missing reply into a complete, empty form', () => {
    expect(toWebsiteInfoUpdate(null)).toMatchObject({ siteNamePc: '', isEnableStatistics: 0 });
    expect(toWebsiteInfoUpdate({ isEnableStatistics: 1 })).toMatchObject({ isEnableStatistics: 1, logo: '' });
  });
});

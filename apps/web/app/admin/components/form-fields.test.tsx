// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ImageUrlInput } from './form-fields';
import { fakeApi, refuse, stubBrowserApis, withProviders } from './test-utils';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageUrlInput id="logo" value={value} onChange={setValue} />;
}

const address = () => document.getElementById('logo') as HTMLInputElement;
const choose = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
const png = (name = '标志.png', size = 16) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('image address input', () => {
  it('takes a typed address', () => {
    render(withProviders(<Field />));
    fireEvent.change(address(), { target: { value: '/files/a.png' } });
    expect(address().value).toBe('/files/a.png');
  });

  it('uploads a chosen picture and fills in its address', async () => {
    const fake = fakeApi({
      uploadPicture: () => ({
        url: '/files/upload/11/202611/1.png',
        name: '标志.png',
        size: 16,
        mimeType: 'image/png',
      }),
    });
    render(withProviders(<Field initial="/files/old.png" />, fake));
    expect(document.querySelector('input[type=file]')!.getAttribute('accept')).toBe(
      'image/png,image/jpeg,image/gif,image/webp',
    );
    choose(png());
    await waitFor(() => expect(address().value).toBe('/files/upload/11/202611/1.png'));
    expect(fake.inputsOf('uploadPicture').map((form) => (form.get('file') as File).name)).toEqual(['标志.png']);
    expect(await screen.findByText('图片已上传')).toBeTruthy();
  });

  it('shows the server refusal and keeps the address', async () => {
    const fake = fakeApi({
      uploadPicture: () => refuse(400, '不支持的文件类型，请上传图片（jpg/png/gif/webp）'),
    });
    render(withProviders(<Field initial="/files/old.png" />, fake));
    choose(png('fake.png'));
    expect(await screen.findByText('不支持的文件类型，请上传图片（jpg/png/gif/webp）')).toBeTruthy();
    expect(address().value).toBe('/files/old.png');
  });

  it('refuses a picture over 5 MB before sending it', async () => {
    const fake = fakeApi({});
    render(withProviders(<Field />, fake));
    choose(png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('图片不能超过 5 MB')).toBeTruthy();
    expect(fake.calls).toEqual([]);
  });
});

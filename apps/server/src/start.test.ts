import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './core/config.ts';

/** Decision 0020: start-up refuses a missing provider setting and says which providers are live. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real entry point until it exits or prints its start-up banner. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_BUILD_DIR: dataDir,
        DATABASE_URL: '',
        ...env,
      },
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('外部服务：')) child.kill();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('start-up', () => {
  it('stops with SANDBOX=0 and no SMS provider, naming the variable in Chinese and English', async () => {
    const { code, output } = await start({ SANDBOX: '0' });
    expect(code).toBe(1);
    expect(output).toContain('缺少配置 SMS_PROVIDER');
    expect(output).toContain('Missing SMS_PROVIDER');
  }, 60_000);

  it('stops when a chosen provider misses a key', async () => {
    const { code, output } = await start({ SANDBOX: '0', SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI' });
    expect(code).toBe(1);
    expect(output).toContain('缺少配置 ALIYUN_SMS_ACCESS_KEY_SECRET');
    expect(output).toContain('Missing ALIYUN_SMS_ACCESS_KEY_SECRET');
  }, 60_000);

  it('says at start which providers are live', async () => {
    const { output } = await start({ SEED_DEMO: '0' });
    expect(output).toMatch(
      /外部服务：短信：沙箱（发件箱） · 微信扫码登录：沙箱（\/sandbox\/wechat\/scan） · 人脸比对：沙箱（同一张图片即同一人） · 沙箱页面 \/sandbox\/\*\*：开启（SANDBOX=1）/,
    );
  }, 60_000);
});

describe('provider settings', () => {
  it('names every missing variable of each provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'x' })).toThrow(/TENCENT_SMS_SECRET_KEY/);
    expect(() => loadConfig({ WECHAT_APP_ID: 'wx1' })).toThrow(
      /缺少配置 WECHAT_APP_SECRET[\s\S]*Missing WECHAT_APP_SECRET/,
    );
    expect(() => loadConfig({ WECHAT_APP_SECRET: 's' })).toThrow(/WECHAT_APP_ID/);
    expect(() => loadConfig({ SANDBOX: '0', SMS_PROVIDER: 'sandbox' })).toThrow(/SANDBOX=1/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ WECHAT_PAY_MCH_ID: '1900000001' })).toThrow(
      /缺少配置 WECHAT_PAY_APP_ID[\s\S]*Missing WECHAT_PAY_APP_ID/,
    );
    const keyFile = path.join(os.tmpdir(), 'wechat-pay-test.pem');
    fs.writeFileSync(keyFile, '-----BEGIN PRIVATE KEY-----\n');
    const pay = {
      WECHAT_PAY_MCH_ID: '1900000001',
      WECHAT_PAY_APP_ID: 'wx1',
      WECHAT_PAY_CERT_SERIAL: 'S',
      WECHAT_PAY_PRIVATE_KEY_FILE: keyFile,
      WECHAT_PAY_API_V3_KEY: 'k'.repeat(32),
      WECHAT_PAY_PLATFORM_KEY_FILE: keyFile,
      WECHAT_PAY_PLATFORM_SERIAL: 'P',
      WECHAT_PAY_NOTIFY_URL: 'https://school.example.com/apis/user/api/order/pay/notify/wechat',
    };
    expect(() => loadConfig({ ...pay, WECHAT_PAY_API_V3_KEY: 'short' })).toThrow(/32/);
    expect(loadConfig(pay).wechatPay).toMatchObject({ mchId: '1900000001', endpoint: 'https://api.mch.weixin.qq.com' });
    expect(loadConfig({}).wechatPay).toBeNull();
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021000000000001' })).toThrow(
      /缺少配置 ALIPAY_PRIVATE_KEY_FILE[\s\S]*Missing ALIPAY_PRIVATE_KEY_FILE/,
    );
    const alipay = {
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY_FILE: keyFile,
      ALIPAY_PUBLIC_KEY_FILE: keyFile,
      ALIPAY_NOTIFY_URL: 'https://school.example.com/apis/user/api/order/pay/notify/alipay',
    };
    expect(loadConfig(alipay).alipay).toMatchObject({
      appId: '2021000000000001',
      gateway: 'https://openapi.alipay.com/gateway.do',
    });
    expect(loadConfig({}).alipay).toBeNull();
  });

  it('turns the sandbox on by default and off with SANDBOX=0', () => {
    expect(loadConfig({})).toMatchObject({ sandbox: true, sms: { provider: 'sandbox' }, wechat: null });
    const off = loadConfig({ SANDBOX: '0', SMS_PROVIDER: 'off' });
    expect([off.sandbox, off.sms.provider]).toEqual([false, 'off']);
    const real = loadConfig({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' });
    expect(real.wechat).toMatchObject({
      appId: 'wx1',
      openUrl: 'https://open.weixin.qq.com',
      apiUrl: 'https://api.weixin.qq.com',
    });
  });
});

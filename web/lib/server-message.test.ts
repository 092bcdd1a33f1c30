import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { translateServerMessage } from './server-message';

const i18n = setupI18n({
  locale: 'zh-CN',
  messages: {
    'zh-CN': {
      Update_Successfully: '修改成功',
      'Please wait {seconds} seconds before asking for another code': '请等待 {seconds} 秒后再获取验证码',
    },
  },
});

describe('translateServerMessage', () => {
  it('translates a message id the catalog knows', () => {
    expect(translateServerMessage(i18n, 'Update_Successfully')).toBe('修改成功');
  });

  it('translates a message with a number through its placeholder entry', () => {
    expect(translateServerMessage(i18n, 'Please wait 42 seconds before asking for another code')).toBe('请等待 42 秒后再获取验证码');
  });

  it('shows an unknown message as the server wrote it', () => {
    expect(translateServerMessage(i18n, 'body: email is not a valid address')).toBe('body: email is not a valid address');
    expect(translateServerMessage(i18n, 'Too many requests, please try again in 5 seconds')).toBe('Too many requests, please try again in 5 seconds');
  });
});

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { translateServerMessage } from './server-message';

const i18n = setupI18n({
  locale: 'zh-CN',
  messages: {
    'zh-CN': {
      Update_Successfully: '修改成功',
      'Please wait {seconds} seconds before asking for another code': '请等待 {seconds} 秒后再获取验证码',
      'The contest password is wrong': '比赛密码错误',
      'You are now a member of the group {group}.': '你现在是团队 {group} 的成员了。',
      '{file} is not valid YAML: {message}': '{file} 不是有效的 YAML：{message}',
      'line {line}: unterminated string': '第 {line} 行：字符串没有结束',
      '{folder}{stem}.in has no {stem2}.out or {stem3}.ans': '{folder}{stem}.in 没有对应的 {stem2}.out 或 {stem3}.ans',
      Home: '首页',
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

  it('translates a sentence of the Worker', () => {
    expect(translateServerMessage(i18n, 'The contest password is wrong')).toBe('比赛密码错误');
  });

  it('translates a filled template, with values holding markdown, several places and places side by side', () => {
    expect(translateServerMessage(i18n, 'You are now a member of the group [`Team {A}`](/group/3).')).toBe('你现在是团队 [`Team {A}`](/group/3) 的成员了。');
    expect(translateServerMessage(i18n, 'p1/a.in has no a.out or a.ans')).toBe('p1/a.in 没有对应的 a.out 或 a.ans');
  });

  it('translates a filled template inside another one, but never a value by a plain id', () => {
    expect(translateServerMessage(i18n, 'problem.yaml is not valid YAML: line 3: unterminated string')).toBe('problem.yaml 不是有效的 YAML：第 3 行：字符串没有结束');
    expect(translateServerMessage(i18n, 'You are now a member of the group Home.')).toBe('你现在是团队 Home 的成员了。');
  });

  it('shows an unknown message as the server wrote it', () => {
    expect(translateServerMessage(i18n, 'body: email is not a valid address')).toBe('body: email is not a valid address');
    expect(translateServerMessage(i18n, 'Too many requests, please try again in 5 seconds')).toBe('Too many requests, please try again in 5 seconds');
  });
});

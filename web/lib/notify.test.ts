import { i18n } from '@lingui/core';
import { notificationsStore } from '@mantine/notifications';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeErrorNotifications, notifyError, notifySuccess, notifyWarning } from './notify';

const shown = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue];

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: { Error: 'Error' } });
});

beforeEach(() => {
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

describe('notify', () => {
  it('shows one toast for the same text pressed five times', () => {
    for (let i = 0; i < 5; i++) notifyWarning('Code can not be empty');
    for (let i = 0; i < 3; i++) notifyError('The_username_already_exists');
    for (let i = 0; i < 2; i++) notifySuccess('Submit code successfully');
    expect(shown().map((n) => n.message)).toEqual(['Code can not be empty', 'The_username_already_exists', 'Submit code successfully']);
  });

  it('closes the error toasts still open, and only those, when a flow succeeds', () => {
    notifyError('The_username_already_exists');
    notifyError('Wrong code');
    notifyWarning('Please_login_first');
    closeErrorNotifications();
    notifySuccess('Welcome');
    expect(shown().map((n) => n.message)).toEqual(['Please_login_first', 'Welcome']);
  });
});

// @vitest-environment happy-dom
import { type Page, unreadCountAtom } from '@adnet/shared';
import { renderWithApp } from '@adnet/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '#routes';
import { type AppNotification, notificationsApi } from '../api';
import { NotificationCenter } from './notification-center';

const messaging = {
  name: 'messaging',
  load: (lng: string) => import(`../../../locales/${lng}.json`),
};

const notifications: AppNotification[] = [
  {
    id: 11,
    category: 'maintenance',
    title: 'Planned maintenance',
    content: '<p>The service pauses on <b>Sunday</b> from 02:00 to 03:00.</p>',
    created_at: '2026-11-20T12:00:00Z',
    read: false,
  },
  {
    id: 10,
    category: 'activity',
    title: 'Double coupons week',
    content: 'Every put earns a coupon.',
    created_at: '2026-11-18T12:00:00Z',
    read: true,
  },
];

const page = (list: AppNotification[]): Page<AppNotification> => ({
  list,
  page: 1,
  size: 10,
  total: list.length,
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderCenter(path = '/notification', list = notifications) {
  const listCall = vi.spyOn(notificationsApi, 'list').mockResolvedValue(page(list));
  const read = vi.spyOn(notificationsApi, 'read');
  const app = await renderWithApp(<NotificationCenter firstPage={Promise.resolve(page(list))} />, {
    namespace: messaging,
    path,
    unread: 3,
  });
  await screen.findAllByTestId('notification-item');
  return { ...app, listCall, read };
}

const items = () => screen.getAllByTestId('notification-item');

describe('NotificationCenter', () => {
  it('on /notification?status=unread, the loader asks for unread ones and the list shows them', async () => {
    const listCall = vi
      .spyOn(notificationsApi, 'list')
      .mockResolvedValue(page(notifications.slice(0, 1)));
    await renderWithApp(routes, { namespace: messaging, path: '/notification?status=unread' });
    expect(await screen.findByText('Planned maintenance')).toBeTruthy();
    // the loader's request, and only it
    expect(listCall).toHaveBeenCalledTimes(1);
    expect(listCall).toHaveBeenCalledWith({
      page: 1,
      size: 10,
      category: undefined,
      status: 'unread',
    });
    const status = screen.getByRole('tablist', { name: 'Status' });
    expect(within(status).getByRole('tab', { name: 'Unread' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(status).getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    const categories = screen.getByRole('tablist', { name: 'Notifications' });
    expect(within(categories).getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows each notification’s category, title, plain excerpt and whether it is unread', async () => {
    await renderCenter();
    const [unread, read] = items();
    expect(within(unread!).getByText('System maintenance')).toBeTruthy();
    expect(within(unread!).getByText('Planned maintenance')).toBeTruthy();
    expect(unread!.querySelector('.msg-excerpt')?.textContent).toBe(
      'The service pauses on Sunday from 02:00 to 03:00.',
    );
    expect(within(unread!).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(read!).getByText('Activity notification')).toBeTruthy();
    expect(within(read!).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('opens one in a sheet and marks it read, the bell following the server’s count', async () => {
    const { read, store } = await renderCenter();
    read.mockResolvedValue({ unread_total: 2 });
    await act(async () => {
      fireEvent.click(items()[0]!);
    });
    const sheet = await screen.findByRole('dialog', { name: 'Planned maintenance' });
    expect(within(sheet).getByTestId('notification-body').textContent).toBe(
      'The service pauses on Sunday from 02:00 to 03:00.',
    );
    expect(read).toHaveBeenCalledWith({ ids: [11] }, { silent: true });
    await waitFor(() => expect(items()[0]!.dataset.read).toBe('true'));
    expect(store.get(unreadCountAtom)).toBe(2);

    // a notification read already is opened without another call
    await act(async () => {
      fireEvent.click(items()[1]!);
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('says so when marking one read fails, and keeps it unread', async () => {
    const { read, store } = await renderCenter();
    read.mockRejectedValue(new Error('offline'));
    await act(async () => {
      fireEvent.click(items()[0]!);
    });
    expect(await screen.findByText('Mark-read failed')).toBeTruthy();
    expect(items()[0]!.dataset.read).toBe('false');
    expect(store.get(unreadCountAtom)).toBe(3);
  });

  it('marks all read: every loaded one, and the bell at what the server still counts', async () => {
    const { read, listCall, store } = await renderCenter();
    read.mockResolvedValue({ unread_total: 1 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    });
    expect(read).toHaveBeenCalledWith({ all: true }, { silent: true });
    expect(await screen.findByText('All marked as read')).toBeTruthy();
    expect(items().map((i) => i.dataset.read)).toEqual(['true', 'true']);
    expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(store.get(unreadCountAtom)).toBe(1);
    // the unfiltered list still matches the server: it is not asked again
    expect(listCall).not.toHaveBeenCalled();
  });

  it('after marking all read, an unread-only list is read again, and is empty', async () => {
    const { read, listCall, store } = await renderCenter('/notification?status=unread');
    read.mockResolvedValue({ unread_total: 0 });
    listCall.mockResolvedValue(page([]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    });
    expect(read).toHaveBeenCalledWith({ all: true }, { silent: true });
    expect(await screen.findByText('All marked as read')).toBeTruthy();
    expect(store.get(unreadCountAtom)).toBe(0);
    // the unread list no longer matches the server: page 1 is asked again, and it is empty
    await waitFor(() =>
      expect(listCall).toHaveBeenCalledWith({
        page: 1,
        size: 10,
        category: undefined,
        status: 'unread',
      }),
    );
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
  });

  it('a category tab goes into the URL and asks for that category', async () => {
    const { listCall, router } = await renderCenter();
    listCall.mockResolvedValue(page([]));
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'System announcement' }));
    });
    expect(router.state.location.search).toBe('?tab=announcement');
    await waitFor(() =>
      expect(listCall).toHaveBeenCalledWith({
        page: 1,
        size: 10,
        category: 'announcement',
        status: undefined,
      }),
    );
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});

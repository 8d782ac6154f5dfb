import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';
import { apiRequest } from '../lib/api/client.ts';
import { toast } from '../stores/toasts.ts';
import { m } from '../../shared/i18n/messages.ts';
import { invalidateNotifications } from './notifications.queries.ts';
import type { Notification } from './notifications.ts';

/** Failures say 'Error' with the server's message, or the action's own sentence. */
function failed(fallback: () => string) {
  return (error: unknown) => {
    const description = error instanceof ApiError && error.message ? error.message : fallback();
    toast({ title: m.notifications_error_title(), description, variant: 'destructive' });
  };
}

// Success toasts stay 3 s.
const SUCCESS_MS = 3000;
const path = (id: string, action: 'read' | 'trash') => `/api/notifications/${encodeURIComponent(id)}/${action}`;

/** The panel's three actions, each refetching list and count when done. */
export function useNotificationActions() {
  const client = useQueryClient();
  const refresh = () => invalidateNotifications(client);

  const markRead = useMutation({
    mutationFn: (id: string) => apiRequest<Notification>(path(id, 'read'), { method: 'PUT' }),
    onSuccess: refresh,
    onError: failed(m.notifications_mark_read_failed),
  });
  const markAllRead = useMutation({
    mutationFn: () => apiRequest<{ updated: number }>('/api/notifications/mark-all-read', { method: 'POST' }),
    onSuccess: async () => {
      toast({ title: m.notifications_all_marked_read(), variant: 'success', duration: SUCCESS_MS });
      await refresh();
    },
    onError: failed(m.notifications_mark_all_read_failed),
  });
  const trash = useMutation({
    mutationFn: (id: string) => apiRequest<Notification>(path(id, 'trash'), { method: 'PUT' }),
    onSuccess: async () => {
      toast({ title: m.notifications_trashed(), variant: 'success', duration: SUCCESS_MS });
      await refresh();
    },
    onError: failed(m.notifications_trash_failed),
  });
  return { markRead, markAllRead, trash };
}

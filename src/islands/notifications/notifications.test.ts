import { describe, expect, it } from 'vitest';
import { withLocale } from '../../server/i18n/request-locale.ts';
import { badgeText, bellLabel, isNotificationFor, realtimeUrl, relativeTime, TYPE_LABELS } from './notifications.ts';
import { formatLocalDate } from '../../shared/format/dates.ts';

describe('badgeText', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [100_000, '99+'],
  ])('shows %i as %j', (count, text) => expect(badgeText(count)).toBe(text));
});

describe('bellLabel', () => {
  it('names the exact unread count even above the badge cap', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(150)).toBe('Notifications, 150 unread');
  });

  it('speaks French on a French page, one unread in the singular', () => {
    withLocale('fr', () => {
      expect(bellLabel(1)).toBe('Notifications, 1 non lue');
      expect(bellLabel(3)).toBe('Notifications, 3 non lues');
      expect(TYPE_LABELS.warning).toBe('Avertissement');
    });
    expect(TYPE_LABELS.warning).toBe('Warning');
  });
});

describe('relativeTime', () => {
  const now = Date.UTC(2026, 4, 20, 12, 0, 0);
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [60_000, '1 minute ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [6 * 86_400_000, '6 days ago'],
  ])('shows %i ms ago as %j', (ms, text) => expect(relativeTime(ago(ms), now)).toBe(text));

  it('shows a local date from 7 days on', () => {
    const timestamp = ago(7 * 86_400_000);
    expect(relativeTime(timestamp, now)).toBe(formatLocalDate(timestamp));
  });

  it('treats a timestamp slightly in the future (clock skew) as just now', () => {
    expect(relativeTime(new Date(now + 5000).toISOString(), now)).toBe('Just now');
  });
});

describe('realtimeUrl', () => {
  it('uses the page host, and wss on https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:4321' })).toBe('ws://localhost:4321/ws');
    expect(realtimeUrl({ protocol: 'https:', host: 'console.example.eu' })).toBe('wss://console.example.eu/ws');
  });
});

describe('isNotificationFor', () => {
  it('accepts only notification messages for this user', () => {
    expect(isNotificationFor({ type: 'notification', userId: 'ada' }, 'ada')).toBe(true);
    expect(isNotificationFor({ type: 'notification', userId: 'bob' }, 'ada')).toBe(false);
    expect(isNotificationFor({ type: 'hello', userId: 'ada' }, 'ada')).toBe(false);
  });
});

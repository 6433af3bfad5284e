// The toolbar's notifications panel (e2e/feed-panel.ts holds the tests it shares).
import { feedPanelTests } from './feed-panel';

feedPanelTests({
  name: 'Notifications',
  translated: { es: 'Notificaciones', tr: 'Bildirimler' },
  empty: 'No notifications',
  api: '/api/common/notifications',
  singular: 'notification',
});

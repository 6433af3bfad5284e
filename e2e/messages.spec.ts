// The toolbar's messages panel (e2e/feed-panel.ts holds the tests it shares).
import { feedPanelTests } from './feed-panel';

feedPanelTests({
  name: 'Messages',
  translated: { es: 'Mensajes', tr: 'Mesajlar' },
  empty: 'No messages',
  api: '/api/common/messages',
  singular: 'message',
});

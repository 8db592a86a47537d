import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import type { InboxMessage } from '../../shared/contact-inbox.ts';
import { messageOf } from '../api/client.ts';
import { useApiQuery } from '../api/data-cache.tsx';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { confirmDelete } from '../components/ui/confirm.ts';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { deleteInboxMessage, inboxPath, updateInboxMessage } from './inbox-api.ts';
import { MessagesItem, type MessageAction } from './MessagesItem.tsx';

type View = 'inbox' | 'archived';

const tabClass =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-emerald-900 data-[state=active]:shadow';

/** /admin/messages: what visitors sent through the contact form, newest first. */
export default function MessagesAdminPage() {
  const [view, setView] = useState<View>('inbox');
  const messages = useApiQuery<InboxMessage[]>(
    inboxPath(view === 'archived'),
    'Failed to load messages. Please try again later.',
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const unread = view === 'inbox' ? (messages.data ?? []).filter((m) => !m.read).length : 0;

  const act = async (message: InboxMessage, action: MessageAction) => {
    if (action === 'delete' && !confirmDelete('message')) return;
    setActionError(null);
    setBusyId(message.id);
    try {
      if (action === 'delete') await deleteInboxMessage(message.id);
      else if (action === 'read' || action === 'unread')
        await updateInboxMessage(message.id, { read: action === 'read' });
      else await updateInboxMessage(message.id, { archived: action === 'archive' });
      messages.reload();
    } catch (error) {
      setActionError(
        messageOf(error, action === 'delete' ? 'Failed to delete message.' : 'Failed to update message.'),
      );
    } finally {
      setBusyId(null);
    }
  };

  const list = (
    <>
      {messages.error ? (
        <StatusMessage kind="error">{messages.error}</StatusMessage>
      ) : !messages.data ? (
        <StatusMessage>Loading messages...</StatusMessage>
      ) : messages.data.length === 0 ? (
        <StatusMessage>
          {view === 'inbox' ? 'No messages in the inbox.' : 'No archived messages.'}
        </StatusMessage>
      ) : (
        <ul className="space-y-4">
          {messages.data.map((message) => (
            <MessagesItem
              key={message.id}
              message={message}
              busy={busyId === message.id}
              onAction={(action) => void act(message, action)}
            />
          ))}
        </ul>
      )}
    </>
  );

  return (
    <AdminPage title="Messages">
      <div className="mb-4">
        <ErrorBanner message={actionError} />
      </div>
      <Tabs.Root value={view} onValueChange={(v) => setView(v as View)}>
        <Tabs.List aria-label="Messages" className="mb-6 inline-grid grid-cols-2 rounded-lg bg-slate-200 p-1">
          <Tabs.Trigger value="inbox" className={tabClass}>
            Inbox{unread > 0 ? ` (${unread} unread)` : ''}
          </Tabs.Trigger>
          <Tabs.Trigger value="archived" className={tabClass}>
            Archived
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inbox">{view === 'inbox' && list}</Tabs.Content>
        <Tabs.Content value="archived">{view === 'archived' && list}</Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}

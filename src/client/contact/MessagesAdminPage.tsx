import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import type { InboxMessage } from '../../shared/contact/inbox.ts';
import { failure } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { ListState } from '../components/ui/ListState.tsx';
import { useMailEnabled } from '../community/CommunityProvider.tsx';
import { deleteInboxMessage, inboxList, updateInboxMessage } from './api.ts';
import { MessagesItem, type MessageAction } from './MessagesItem.tsx';

type View = 'inbox' | 'archived';

const tabClass =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow';

const UPDATE_FAILED = failure.serverFirst('Failed to update message.');

/** What each button changes on a message. */
const CHANGES: Record<Exclude<MessageAction, 'delete'>, { read?: boolean; archived?: boolean }> = {
  read: { read: true },
  unread: { read: false },
  archive: { archived: true },
  restore: { archived: false },
};

/** /admin/messages: what visitors sent through the contact form, newest first. */
export default function MessagesAdminPage() {
  const [view, setView] = useState<View>('inbox');
  const messages = useStaffCollection({
    collection: { list: inboxList(view === 'archived'), remove: deleteInboxMessage },
    thing: 'message',
    loadFailed: failure.serverFirst('Failed to load messages. Please try again later.'),
    deleteFailed: failure.serverFirst('Failed to delete message.'),
  });
  const unread = view === 'inbox' ? messages.items.filter((m) => !m.read).length : 0;
  const mailEnabled = useMailEnabled();

  const act = (message: InboxMessage, action: MessageAction) =>
    action === 'delete'
      ? messages.remove(message)
      : messages.run(message, () => updateInboxMessage(message.id, CHANGES[action]), UPDATE_FAILED);

  const list = (
    <>
      <ListState
        error={messages.error}
        loading={!messages.data}
        loadingText="Loading messages..."
        empty={
          messages.items.length === 0
            ? view === 'inbox'
              ? 'No messages in the inbox.'
              : 'No archived messages.'
            : null
        }
      >
        <ul className="space-y-4">
          {messages.items.map((message) => (
            <MessagesItem
              key={message.id}
              message={message}
              mailEnabled={mailEnabled}
              busy={messages.busyId === message.id}
              onAction={(action) => void act(message, action)}
            />
          ))}
        </ul>
        <LoadMore more={messages.more} />
      </ListState>
    </>
  );

  return (
    <AdminPage title="Messages">
      {mailEnabled === false && (
        <p className="mb-4 rounded-md border border-slate-300 bg-white px-4 py-3 text-slate-800">
          Messages are stored here; mail delivery is not configured, so none is mailed to the property
          manager. An operator can set <code>SMTP_URL</code> to have them mailed on.
        </p>
      )}
      <div className="mb-4">
        <ErrorBanner message={messages.actionError} />
      </div>
      {messages.confirmDialog}
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

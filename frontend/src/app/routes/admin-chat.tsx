import { ChatInbox } from '@/features/admin-chat';
import { adminCatalog, StaffGate } from '@/features/admin-shell';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('admin', adminCatalog);

/** /admin/chat: the live chat inbox (its chunk alone carries socket.io-client). */
export default function AdminChatPage() {
  return (
    <StaffGate>
      <ChatInbox />
    </StaffGate>
  );
}

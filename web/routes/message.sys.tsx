import { createFileRoute } from '@tanstack/react-router';
import { MessageBoxPage, MessageCentre } from '../features/messages/message-centre';
import { MessageSearch, pageOf } from '../features/messages/message-boxes';

export const Route = createFileRoute('/message/sys')({
  validateSearch: MessageSearch,
  component: SysMessages,
});

function SysMessages() {
  const { currentPage } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessageCentre box="sys">
      <MessageBoxPage box="sys" page={pageOf(currentPage)} onPage={(page) => void navigate({ search: { currentPage: page } })} />
    </MessageCentre>
  );
}

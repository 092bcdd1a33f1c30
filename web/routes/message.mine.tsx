import { createFileRoute } from '@tanstack/react-router';
import { MessageBoxPage, MessageCentre } from '../features/messages/message-centre';
import { MessageSearch, pageOf } from '../features/messages/message-boxes';

export const Route = createFileRoute('/message/mine')({
  validateSearch: MessageSearch,
  component: MineMessages,
});

function MineMessages() {
  const { currentPage } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessageCentre box="mine">
      <MessageBoxPage box="mine" page={pageOf(currentPage)} onPage={(page) => void navigate({ search: { currentPage: page } })} />
    </MessageCentre>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { MessageBoxPage, MessageCentre } from '../features/messages/message-centre';
import { MessageSearch, pageOf } from '../features/messages/message-boxes';

export const Route = createFileRoute('/message/reply')({
  validateSearch: MessageSearch,
  component: ReplyMessages,
});

function ReplyMessages() {
  const { currentPage } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessageCentre box="reply">
      <MessageBoxPage box="reply" page={pageOf(currentPage)} onPage={(page) => void navigate({ search: { currentPage: page } })} />
    </MessageCentre>
  );
}

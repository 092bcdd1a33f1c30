import { createFileRoute } from '@tanstack/react-router';
import { MessageBoxPage, MessageCentre } from '../features/messages/message-centre';
import { MessageSearch, pageOf } from '../features/messages/message-boxes';

export const Route = createFileRoute('/message/discuss')({
  validateSearch: MessageSearch,
  component: DiscussMessages,
});

function DiscussMessages() {
  const { currentPage } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessageCentre box="discuss">
      <MessageBoxPage box="discuss" page={pageOf(currentPage)} onPage={(page) => void navigate({ search: { currentPage: page } })} />
    </MessageCentre>
  );
}

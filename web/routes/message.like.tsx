import { createFileRoute } from '@tanstack/react-router';
import { MessageBoxPage, MessageCentre } from '../features/messages/message-centre';
import { MessageSearch, pageOf } from '../features/messages/message-boxes';

export const Route = createFileRoute('/message/like')({
  validateSearch: MessageSearch,
  component: LikeMessages,
});

function LikeMessages() {
  const { currentPage } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessageCentre box="like">
      <MessageBoxPage box="like" page={pageOf(currentPage)} onPage={(page) => void navigate({ search: { currentPage: page } })} />
    </MessageCentre>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { GroupAnnouncementAdmin } from '../features/groups/group-announcement-admin';

export const Route = createFileRoute('/group/$groupID/announcement')({
  component: GroupAnnouncementAdmin,
});

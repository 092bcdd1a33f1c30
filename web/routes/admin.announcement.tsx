import { createFileRoute } from '@tanstack/react-router';
import { AdminAnnouncementPage } from '../features/admin/announcements/admin-announcement-page';
import { requireSuperAdmin } from '../lib/route-guard';

export const Route = createFileRoute('/admin/announcement')({
  beforeLoad: requireSuperAdmin,
  component: AdminAnnouncementPage,
});

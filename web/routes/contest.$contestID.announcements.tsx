import { createFileRoute } from '@tanstack/react-router';
import { ContestAnnouncements } from '../features/contests/contest-tools';

export const Route = createFileRoute('/contest/$contestID/announcements')({
  component: ContestAnnouncements,
});

import { IconBell, IconBook2, IconBooks, IconCategory, IconChecklist, IconClipboardList, IconDashboard, IconFileImport, IconFlame, IconHistory, IconLayoutList, IconList, IconListDetails, IconMedal, IconMessages, IconPlus, IconReceipt, IconSchool, IconSettings, IconSpeakerphone, IconSquarePlus, IconTags, IconToggleRight, IconTrophy, IconTrophyFilled, IconUser, IconUsersGroup, type Icon } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import { msgId } from '../../lib/message-id';

export interface AdminNavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: Icon;
  /** other paths that belong to this entry (see selectedMenuEntry) */
  also?: readonly string[];
  /** a super-admin screen (part 3 §2.2 "SA"): other admins neither see the entry nor may open it */
  superAdmin?: boolean;
}

export interface AdminNavSection {
  /** catalog id of the section's heading */
  label: string;
  items: AdminNavItem[];
}

/** The admin screens of part 3 §2.2, in sections: the site, problems, contests, trainings, exams, the community, courses. */
export const ADMIN_NAV_SECTIONS: AdminNavSection[] = [
  {
    label: msgId('Admin_Section_Site'),
    items: [
      { to: '/admin/dashboard', label: msgId('Dashboard'), icon: IconDashboard },
      { to: '/admin/user', label: msgId('Admin_User'), icon: IconUser, superAdmin: true },
      { to: '/admin/conf', label: msgId('Admin_Conf'), icon: IconSettings, superAdmin: true },
      { to: '/admin/switch', label: msgId('Admin_Switch'), icon: IconToggleRight, superAdmin: true },
      { to: '/admin/audit', label: msgId('Admin_Audit'), icon: IconHistory, superAdmin: true },
      { to: '/admin/announcement', label: msgId('Admin_Announcement'), icon: IconSpeakerphone, superAdmin: true },
      { to: '/admin/notice', label: msgId('Admin_Notice'), icon: IconBell, superAdmin: true },
      { to: '/admin/orders', label: msgId('Admin_Orders'), icon: IconReceipt, superAdmin: true },
      { to: '/admin/honor', label: msgId('Admin_Honor'), icon: IconMedal },
    ],
  },
  {
    label: msgId('Admin_Section_Problems'),
    items: [
      { to: '/admin/problems', label: msgId('Admin_Problem_List'), icon: IconList, also: ['/admin/problem/edit'] },
      { to: '/admin/problem/create', label: msgId('Create_Problem'), icon: IconPlus },
      { to: '/admin/problem/tag', label: msgId('Admin_Tags'), icon: IconTags },
      { to: '/admin/problem/batch-operation', label: msgId('Export_Import_Problem'), icon: IconFileImport },
      { to: '/admin/problem/records-info', label: msgId('Import_Export_Records'), icon: IconClipboardList },
      { to: '/admin/group-problem/apply', label: msgId('Admin_Group_Problem_Apply'), icon: IconUsersGroup },
    ],
  },
  {
    label: msgId('Admin_Section_Contests'),
    items: [
      { to: '/admin/contest', label: msgId('Admin_Contest_List'), icon: IconTrophy },
      { to: '/admin/contest/create', label: msgId('Create_Contest'), icon: IconTrophyFilled },
    ],
  },
  {
    label: msgId('Admin_Section_Trainings'),
    items: [
      { to: '/admin/training', label: msgId('Admin_Training_List'), icon: IconBook2 },
      { to: '/admin/training/create', label: msgId('Create_Training'), icon: IconSquarePlus },
      { to: '/admin/training/category', label: msgId('Training_Category'), icon: IconCategory },
    ],
  },
  {
    label: msgId('Admin_Section_Exams'),
    items: [
      { to: '/admin/question_banks', label: msgId('Question_Banks'), icon: IconBooks },
      { to: '/admin/common_problems', label: msgId('Admin_Common_Problems'), icon: IconListDetails },
      { to: '/admin/choose_exams', label: msgId('Choose_Exams'), icon: IconChecklist },
    ],
  },
  {
    label: msgId('Admin_Section_Community'),
    items: [
      { to: '/admin/discussion', label: msgId('Admin_Discussion'), icon: IconMessages },
    ],
  },
  {
    label: msgId('Admin_Section_Courses'),
    items: [
      { to: '/admin/courses', label: msgId('Admin_Courses'), icon: IconSchool },
      { to: '/admin/traincamp', label: msgId('Admin_Training_Camp_Team'), icon: IconFlame },
      { to: '/admin/traincamplist', label: msgId('Admin_Training_Camp_List'), icon: IconLayoutList },
    ],
  },
];

export const ADMIN_NAV: AdminNavItem[] = ADMIN_NAV_SECTIONS.flatMap((section) => section.items);

const opensFor = (superAdmin: boolean) => (item: AdminNavItem) => superAdmin || !item.superAdmin;

/** The entries a viewer may open: the super-admin ones only for the super admin. */
export function adminNavFor(superAdmin: boolean): AdminNavItem[] {
  return ADMIN_NAV.filter(opensFor(superAdmin));
}

/** The sections a viewer sees, each with the entries they may open (a section left empty is left out). */
export function adminNavSectionsFor(superAdmin: boolean): AdminNavSection[] {
  return ADMIN_NAV_SECTIONS.map((section) => ({ ...section, items: section.items.filter(opensFor(superAdmin)) })).filter((section) => section.items.length > 0);
}

/** Where /admin/ leads (part 3 §2.2: "/admin/ redirects to dashboard"). */
export const ADMIN_HOME = '/admin/dashboard';

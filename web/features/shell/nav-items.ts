import { IconBook2, IconBooks, IconChartBar, IconChartLine, IconChecklist, IconFlame, IconHome, IconInfoCircle, IconList, IconListCheck, IconMessages, IconSchool, IconTerminal2, IconTrophy, IconUsersGroup, type Icon } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import { msgId } from '../../lib/message-id';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  /** catalog id of the label */
  label: string;
  icon: Icon;
  /** the site switch the item needs (part 1 §2: /discussion only while openPublicDiscussion is on) */
  needs?: 'openPublicDiscussion';
  /** a submenu (part 1 §2's rank submenu): the item opens these; its own `to` is the first of them */
  children?: NavItem[];
  /** a main item: it keeps its place on the top bar when the others go under "More" (nav-bar-layout.ts) */
  primary?: boolean;
}

/** The rank submenu of part 1 §2: the ACM and OI rankings. */
export const RANK_ITEMS: NavItem[] = [
  { to: '/acm-rank', label: msgId('ACM_Rank'), icon: IconChartBar },
  { to: '/oi-rank', label: msgId('OI_Rank'), icon: IconChartLine },
];

/**
 * The main navigation, in the order of part 1 §2 (Home, Problems, Training, Contest, … About).
 * A screen joins this list in the same change that adds its route, never before: a link that
 * leads to the 404 page does not belong here (decision 17; tests/e2e/site-promises.test.ts).
 */
export const NAV_ITEMS: NavItem[] = [
  { to: '/home', label: msgId('Home'), icon: IconHome, primary: true },
  { to: '/problem', label: msgId('Problems'), icon: IconList, primary: true },
  { to: '/training', label: msgId('Training'), icon: IconBook2, primary: true },
  { to: '/contest', label: msgId('Contests'), icon: IconTrophy, primary: true },
  { to: '/chooseExam', label: msgId('Exam_Preparation'), icon: IconChecklist },
  { to: '/repo', label: msgId('Question_Banks'), icon: IconBooks },
  { to: '/course', label: msgId('Courses'), icon: IconSchool },
  { to: '/intenseTraining', label: msgId('Intense_Training'), icon: IconFlame },
  { to: '/status', label: msgId('Submissions'), icon: IconListCheck, primary: true },
  { to: '/acm-rank', label: msgId('Rank'), icon: IconChartBar, children: RANK_ITEMS, primary: true },
  { to: '/discussion', label: msgId('Discussion'), icon: IconMessages, needs: 'openPublicDiscussion', primary: true },
  { to: '/group', label: msgId('Group'), icon: IconUsersGroup, primary: true },
  { to: '/introduction', label: msgId('About'), icon: IconInfoCircle },
];

/** Whether `pathname` is the item's page or one below it. */
export const isAt = (pathname: string, item: NavItem) => pathname === item.to || pathname.startsWith(`${item.to}/`);

/** The items the site's switches leave on; until the configuration arrives, the switched ones wait. */
export function visibleNavItems(switches: { openPublicDiscussion: boolean } | undefined, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => item.needs === undefined || switches?.[item.needs] === true);
}

/** What only the mobile drawer lists after the main items (part 1 §2): the compiler help page; wide screens link it from the footer. */
export const DRAWER_ONLY_ITEMS: NavItem[] = [{ to: '/developer', label: msgId('Compiler_Help'), icon: IconTerminal2 }];

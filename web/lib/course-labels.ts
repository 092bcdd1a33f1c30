import { COURSE_TYPE, COURSE_TYPES, type CourseType } from '../../contract/rules/courses';
import { msgId } from './message-id';

/** How a course's type and price read (decision 38), on the course screens and in the admin's course table. */
export const COURSE_TYPE_LABEL: Record<CourseType, string> = {
  [COURSE_TYPE.basics]: msgId('Course_Type_Basics'),
  [COURSE_TYPE.algorithms]: msgId('Course_Type_Algorithms'),
  [COURSE_TYPE.contest]: msgId('Course_Type_Contest'),
  [COURSE_TYPE.other]: msgId('Course_Type_Other'),
};

/** The label id of a stored type; a type this build does not know reads as "other". */
export function courseTypeLabel(type: number): string {
  return (COURSE_TYPES as readonly number[]).includes(type) ? COURSE_TYPE_LABEL[type as CourseType] : COURSE_TYPE_LABEL[COURSE_TYPE.other];
}

/** A price in yuan as the cards show it (¥399, ¥19.90); null for a free course, which says "Free" instead. */
export function priceText(price: number): string | null {
  if (price <= 0) return null;
  return `¥${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

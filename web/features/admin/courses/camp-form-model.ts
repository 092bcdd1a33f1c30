import type { TrainingCampView } from '../../../../contract/api/courses';
import { CAMP_INTENSITY } from '../../../../contract/rules/courses';
import { msgId } from '../../../lib/message-id';
import type { TrainingCampInput } from './admin-course-api';

/** The training camp dialog's values. */
export interface CampDraft {
  title: string;
  description: string;
  duration: string;
  intensity: number;
  content: string;
}

/** A camp's values to edit, or a new camp's (middle intensity). */
export function campDraft(camp: TrainingCampView | null): CampDraft {
  if (!camp) return { title: '', description: '', duration: '', intensity: Math.ceil((CAMP_INTENSITY.min + CAMP_INTENSITY.max) / 2), content: '' };
  return { title: camp.title, description: camp.description, duration: camp.duration, intensity: camp.intensity, content: camp.content };
}

export const CAMP_FORM_PROBLEMS = {
  title: msgId('Title_Required'),
  description: msgId('Description_Required'),
  duration: msgId('Camp_Duration_Required'),
  content: msgId('Content_Required'),
} as const;

/** The body of `POST`/`PUT admin/training-camp`, or the first field the form still needs. */
export function campBody(draft: CampDraft, id: number | null): { ok: true; body: TrainingCampInput } | { ok: false; problem: string } {
  const title = draft.title.trim();
  const description = draft.description.trim();
  const duration = draft.duration.trim();
  if (title === '') return { ok: false, problem: CAMP_FORM_PROBLEMS.title };
  if (description === '') return { ok: false, problem: CAMP_FORM_PROBLEMS.description };
  if (duration === '') return { ok: false, problem: CAMP_FORM_PROBLEMS.duration };
  if (draft.content.trim() === '') return { ok: false, problem: CAMP_FORM_PROBLEMS.content };
  return { ok: true, body: { id, title, description, duration, intensity: draft.intensity, content: draft.content } };
}

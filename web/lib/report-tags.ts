import type { ReportTag } from '../../contract/rules/community';
import { msgId } from './message-id';

/** The words of the report tags of part 3 §5, by the key the server stores: the report dialog and the admin's report table read them here. */
const REPORT_TAG_TEXT: Record<ReportTag, string> = {
  spam: msgId('Report_Tag_Spam'),
  illegal: msgId('Report_Tag_Illegal'),
  vulgar: msgId('Report_Tag_Vulgar'),
  fraud: msgId('Report_Tag_Fraud'),
  flaming: msgId('Report_Tag_Flaming'),
  plagiarism: msgId('Report_Tag_Plagiarism'),
};

/** A stored tag in the reader's language; a key this build does not know shows as it is. */
export function reportTagLabel(translate: (id: string) => string, tag: string): string {
  const id = (REPORT_TAG_TEXT as Record<string, string | undefined>)[tag];
  return id ? translate(id) : tag;
}

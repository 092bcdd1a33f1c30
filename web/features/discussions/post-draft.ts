import { emptyPostForm, type PostForm } from './discussion-rules';

/** What a draft store needs of `sessionStorage`. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'discussion-draft:';

/**
 * The create drafts of the post dialog (part 3 §2.14: "a create draft is kept so reopening restores
 * it"), one per place (the public list, a problem, a group), for the browser tab's life. A draft that
 * cannot be read or written is simply no draft.
 */
export function draftStore(storage: DraftStorage) {
  return {
    read(key: string, problemId: string | null): PostForm {
      try {
        const text = storage.getItem(PREFIX + key);
        if (text) {
          const saved = JSON.parse(text) as Partial<PostForm>;
          const base = emptyPostForm(problemId);
          return {
            title: typeof saved.title === 'string' ? saved.title : base.title,
            description: typeof saved.description === 'string' ? saved.description : base.description,
            content: typeof saved.content === 'string' ? saved.content : base.content,
            categoryId: problemId ? base.categoryId : typeof saved.categoryId === 'number' ? saved.categoryId : base.categoryId,
            topPriority: saved.topPriority === true,
          };
        }
      } catch {
        // unreadable: start empty
      }
      return emptyPostForm(problemId);
    },
    write(key: string, form: PostForm | null): void {
      try {
        if (form) storage.setItem(PREFIX + key, JSON.stringify(form));
        else storage.removeItem(PREFIX + key);
      } catch {
        // storage full or blocked: the draft lives only as long as the dialog
      }
    },
  };
}

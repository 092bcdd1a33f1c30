/**
 * Demo question banks and choose exams for the local stack: a public practice bank "C++ basics"
 * (questions of all four types, each with its analysis), a non-public bank for a running exam with
 * the password `exam123`, and the exam "Demo paper: C++ basics" on the public bank, which the
 * training seed attaches to a training as a paper. Every statement is idempotent; the running exam
 * is moved forward when a later `npm start` finds it ended.
 */

const q = (value: string | number | null): string => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/** The seeded teacher (scripts/seed.ts numbers the demo accounts' ids in order). */
const TEACHER_ID = `demo${String(2).padStart(28, '0')}`;

export const PRACTICE_BANK = 'C++ basics';
export const EXAM_BANK = 'C++ exam bank (not public)';
export const RUNNING_EXAM = 'Demo choose exam (running)';
export const RUNNING_EXAM_PASSWORD = 'exam123';
/** The exam the training seed (scripts/seed-trainings.ts) attaches as a paper, found by this title. */
export const PAPER_EXAM = 'Demo paper: C++ basics';

type Type = 0 | 1 | 2 | 3;
/** [type, content, grade, analysis, answers: [content, isCorrect][]] (a fill-in question's answers are its blanks) */
type Question = [Type, string, number, string, [string, boolean][]];

const T = (content: string): [string, boolean] => [content, true];
const F = (content: string): [string, boolean] => [content, false];
const TRUE_FALSE = (right: boolean): [string, boolean][] => [
  ['True', right],
  ['False', !right],
];

const PRACTICE: Question[] = [
  [0, 'Which header declares `std::cout`?', 2, '`std::cout` and `std::cin` are declared in `<iostream>`.', [F('<cstdio>'), T('<iostream>'), F('<cmath>'), F('<string>')]],
  [0, 'What does `sizeof(char)` evaluate to?', 2, 'The standard defines `sizeof(char)` as 1 on every platform.', [T('1'), F('2'), F('4'), F('It depends on the compiler')]],
  [0, 'Which operator gives the remainder of an integer division?', 2, '`%` is the remainder operator: `7 % 3 == 1`.', [F('/'), F('&'), T('%'), F('^')]],
  [0, 'What is the value of `7 / 2` in C++ when both operands are `int`?', 2, 'Integer division truncates toward zero, so `7 / 2` is 3.', [F('3.5'), T('3'), F('4'), F('3.0')]],
  [0, 'Which loop always runs its body at least once?', 2, '`do { } while (cond);` checks the condition after the body.', [F('for'), F('while'), T('do … while'), F('range-based for')]],
  [0, 'Which container keeps its keys sorted?', 2, '`std::map` is an ordered tree; `std::unordered_map` is a hash table.', [T('std::map'), F('std::unordered_map'), F('std::vector'), F('std::queue')]],
  [1, 'Which of these are integer types?', 3, '`float` and `double` are floating-point types.', [T('int'), F('float'), T('long long'), F('double'), T('short')]],
  [1, 'Which statements about references are true?', 3, 'A reference must be initialised and cannot be re-seated; it has no null state.', [T('A reference must be initialised when declared'), F('A reference can later refer to another object'), T('A reference is an alias of an existing object'), F('A reference can be null')]],
  [1, 'Which of these are standard containers?', 3, '`std::array`, `std::deque` and `std::set` are containers; `std::thread` runs code, it holds no elements.', [T('std::deque'), T('std::set'), F('std::thread'), T('std::array')]],
  [1, 'Which keywords control the flow of a loop?', 3, '`break` leaves the loop, `continue` starts the next round; `static` and `const` are specifiers.', [T('break'), T('continue'), F('static'), F('const')]],
  [1, 'Which are valid ways to read an integer `n`?', 3, 'Both C++ streams and C stdio work; `gets` reads text and was removed from C++14.', [T('std::cin >> n;'), T('scanf("%d", &n);'), F('gets(n);'), F('n << std::cin;')]],
  [2, 'A C++ program starts running in the function `main`.', 1, 'Execution begins in `main` (after static initialisation).', TRUE_FALSE(true)],
  [2, '`int` variables declared inside a function start with the value 0.', 1, 'Local variables of built-in types are not initialised: their value is indeterminate.', TRUE_FALSE(false)],
  [2, '`std::vector` stores its elements contiguously in memory.', 1, 'Since C++03 the elements of a vector are contiguous, so `&v[0]` is an array.', TRUE_FALSE(true)],
  [2, 'An array index in C++ starts at 1.', 1, 'Indexes start at 0: the first element of `a` is `a[0]`.', TRUE_FALSE(false)],
  [2, '`i++` and `++i` always give the same value as an expression.', 1, '`i++` yields the old value, `++i` the new one.', TRUE_FALSE(false)],
  [3, 'The keyword that declares a value that cannot change is ____.', 2, '`const` makes an object read-only after initialisation.', [T('const')]],
  [3, 'The type of the literal `true` is ____.', 2, 'Boolean literals have type `bool`.', [T('bool')]],
  [3, 'To print a line break, stream ____ or the character `\\n`.', 2, '`std::endl` writes `\\n` and flushes the stream.', [T('std::endl')]],
  [3, 'The header of `std::sort` is ____ and its average complexity is O(n ____ n).', 4, '`std::sort` lives in `<algorithm>` and runs in O(n log n).', [T('<algorithm>'), T('log')]],
  [3, 'The member function that gives the number of elements of a `std::vector` is ____.', 2, '`v.size()` answers the element count (`capacity()` is the allocated room).', [T('size')]],
  [3, 'A pointer that points to nothing should hold ____.', 2, 'Use `nullptr` (since C++11) rather than `NULL` or 0.', [T('nullptr')]],
];

const EXAM: Question[] = [
  [0, 'Which of these has the highest precedence?', 5, '`*` binds tighter than `+`, which binds tighter than `<<` and `=`.', [F('='), F('<<'), F('+'), T('*')]],
  [0, 'What does `std::vector<int> v(3);` hold?', 5, 'The count constructor value-initialises: three zeros.', [T('Three zeros'), F('One element, 3'), F('Nothing'), F('Three indeterminate values')]],
  [1, 'Which of these run in O(log n) on a `std::set` of n elements?', 10, 'Lookup, insertion and erasure by key are logarithmic; iterating is linear.', [T('find'), T('insert'), F('iterating every element'), T('erase by key')]],
  [2, 'A `struct` and a `class` differ only in their default access.', 5, 'Members and bases of a struct are public by default, of a class private.', TRUE_FALSE(true)],
  [2, 'Passing a large object by value never copies it.', 5, 'Passing by value copies (or moves) the argument; pass by `const&` to avoid the copy.', TRUE_FALSE(false)],
  [3, 'The keyword that lets the compiler deduce a variable\'s type is ____.', 5, '`auto x = 1;` deduces `int`.', [T('auto')]],
  [3, 'The standard container adapter with push, pop and top in LIFO order is std::____.', 5, '`std::stack` is last-in first-out; `std::queue` is first-in first-out.', [T('stack')]],
];

const repoId = (title: string) => `(SELECT id FROM exam_repos WHERE title = ${q(title)} ORDER BY id LIMIT 1)`;
const examId = (title: string) => `(SELECT id FROM exams WHERE title = ${q(title)} ORDER BY id LIMIT 1)`;

function repoSql(title: string, remark: string, timeLimit: number, isPublic: boolean): string {
  return (
    `INSERT INTO exam_repos (title, remark, time_limit, is_public, uid, author) SELECT ${q(title)}, ${q(remark)}, ${timeLimit}, ${isPublic ? 1 : 0}, ${q(TEACHER_ID)}, 'teacher' ` +
    `WHERE NOT EXISTS (SELECT 1 FROM exam_repos WHERE title = ${q(title)});`
  );
}

/** Each question once (known by its text), then linked to its bank in the seed's order. */
function questionsSql(bank: string, questions: Question[]): string[] {
  return questions.flatMap(([type, content, grade, analysis, answers], i) => {
    const stored = JSON.stringify(answers.map(([text, isCorrect], n) => ({ id: n + 1, content: text, isCorrect })));
    const question = `(SELECT id FROM exam_problems WHERE content = ${q(content)} ORDER BY id LIMIT 1)`;
    return [
      `INSERT INTO exam_problems (type, content, grade, analysis, answers, uid, author) SELECT ${type}, ${q(content)}, ${grade}, ${q(analysis)}, ${q(stored)}, ${q(TEACHER_ID)}, 'teacher' ` +
        `WHERE NOT EXISTS (SELECT 1 FROM exam_problems WHERE content = ${q(content)});`,
      `INSERT OR IGNORE INTO exam_repo_problems (repo_id, problem_id, rank) SELECT ${repoId(bank)}, ${question}, ${i + 1};`,
    ];
  });
}

function examSql(title: string, remark: string, bank: string, start: number, end: number, pwd: string | null): string {
  return (
    `INSERT INTO exams (title, remark, start_time, end_time, exam_repo_id, pwd, visible, uid, author) ` +
    `SELECT ${q(title)}, ${q(remark)}, ${start}, ${end}, ${repoId(bank)}, ${q(pwd)}, 1, ${q(TEACHER_ID)}, 'teacher' ` +
    `WHERE NOT EXISTS (SELECT 1 FROM exams WHERE title = ${q(title)});`
  );
}

/** The SQL of the demo banks and exams at `now` (Unix seconds); safe to run on every start. */
export function seedExamsSql(now: number): string {
  const day = 86_400;
  const lines = [
    repoSql(PRACTICE_BANK, 'Free practice on the basics of C++: types, operators, loops, references and the standard library. Submit a sheet to see the answers and the analysis.', 30, true),
    repoSql(EXAM_BANK, 'The questions of the demo choose exam. Not listed for practice, so its answers stay hidden until the exam.', 20, false),
    ...questionsSql(PRACTICE_BANK, PRACTICE),
    ...questionsSql(EXAM_BANK, EXAM),
    // A running exam found ended runs again for 30 days.
    `UPDATE exams SET start_time = ${now - day}, end_time = ${now + 30 * day} WHERE id = ${examId(RUNNING_EXAM)} AND end_time <= ${now};`,
    examSql(RUNNING_EXAM, `A 20-minute choose exam on C++. The password is \`${RUNNING_EXAM_PASSWORD}\`; you may take it once.`, EXAM_BANK, now - day, now + 30 * day, RUNNING_EXAM_PASSWORD),
    `UPDATE exams SET end_time = ${now + 365 * day} WHERE id = ${examId(PAPER_EXAM)} AND end_time <= ${now};`,
    examSql(PAPER_EXAM, 'The C++ basics bank as an exam paper of a training: answer it there as often as you like.', PRACTICE_BANK, now - day, now + 365 * day, null),
  ];
  return `${lines.join('\n')}\n`;
}

import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import { contestCast, insertContest } from './contests-support';
import { bankOfFour, insertExam, travel } from './exams-support';
import { insertTraining, trainingCast } from './trainings-support';
import { call, expectOk, expectRefused, nowSeconds } from './support';

/**
 * One account may try ten passwords a minute against contests, trainings and exams together, and
 * send ten print jobs a minute (worker/lib/rate-limit.ts): a password list is not tried out, and a
 * contest's printer is not flooded.
 */

const LIMITED = /^Too many requests, please try again in \d+ seconds$/;
/** The windows are fixed minutes: hold the clock at the start of the next one so every call lands in it. */
const atMinuteStart = () => travel(61 - (nowSeconds() % 60));

describe('password tries', () => {
  it('refuses the 11th password within a minute across contests, trainings and exams, even the right one', async () => {
    const { user, teacher } = await contestCast();
    const cid = await insertContest({ author: teacher.username, auth: 1, pwd: 'contest-pw' });
    const trainings = await trainingCast();
    const tid = await insertTraining({ author: trainings.teacher, auth: 'Private', pwd: 'training-pw' });
    const { repoId } = await bankOfFour(teacher.username, { isPublic: false });
    const eid = await insertExam(teacher.username, repoId, { pwd: 'exam-pw' });
    atMinuteStart();

    for (let i = 0; i < 4; i++) expectRefused(await call('POST', '/api/register-contest', { token: user.token, body: { cid, password: `guess${i}` } }), 400);
    for (let i = 0; i < 3; i++) expectRefused(await call('POST', '/api/register-training', { token: user.token, body: { tid, password: `guess${i}` } }), 400, TRAINING_MESSAGES.wrongPassword);
    for (let i = 0; i < 3; i++) expectRefused(await call('GET', '/api/exam-judge/start_exam', { token: user.token, query: { examId: eid, password: `guess${i}` } }), 400, EXAM_MESSAGES.wrongPassword);
    expectRefused(await call('POST', '/api/register-training', { token: user.token, body: { tid, password: 'training-pw' } }), 429, LIMITED);
    expectRefused(await call('GET', '/api/exam-judge/start_exam', { token: user.token, query: { examId: eid, password: 'exam-pw' } }), 429, LIMITED);
    // An empty password is answered without counting, and other accounts are not held back.
    expectRefused(await call('POST', '/api/register-contest', { token: user.token, body: { cid, password: '' } }), 400);
    expectOk(await call('POST', '/api/register-contest', { token: teacher.token, body: { cid, password: 'contest-pw' } }));

    travel(60);
    expectOk(await call('POST', '/api/register-contest', { token: user.token, body: { cid, password: 'contest-pw' } }));
  });
});

describe('print jobs', () => {
  it('takes ten print jobs a minute from one account', async () => {
    const { user, teacher } = await contestCast();
    const cid = await insertContest({ author: teacher.username, openPrint: true });
    const content = 'int main() { return 0; } // a long enough line for the printer rule';
    atMinuteStart();
    for (let i = 0; i < 10; i++) expectOk(await call('POST', '/api/submit-print-text', { token: user.token, body: { cid, content } }));
    expectRefused(await call('POST', '/api/submit-print-text', { token: user.token, body: { cid, content } }), 429, LIMITED);
    expect((await call('POST', '/api/submit-print-text', { token: teacher.token, body: { cid, content } })).status).toBe(200);
  });
});

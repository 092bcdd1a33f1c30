import { describe, expect, it } from 'vitest';
import type { AdminProblemDetail } from '../../../../contract/api/problems';
import { allowedCaseModes, checkProblemForm, emptyCase, hasTag, newProblemValues, toSaveBody, valuesFromDetail, withSplitScores, type ProblemFormValues } from './problem-form-model';

const ids = (values: ProblemFormValues, checkerReady = true) => checkProblemForm(values, checkerReady).map((p) => p.message.id);

function validManual(): ProblemFormValues {
  return { ...newProblemValues(['C++']), problemId: 'P2000', title: 'Sum', input: 'two numbers', output: 'their sum', caseSource: 'manual', samples: [{ ...emptyCase(), input: '1 2', output: '3' }] };
}

describe('a new problem', () => {
  it('starts with the defaults of the spec', () => {
    const values = newProblemValues(['C']);
    expect(values).toMatchObject({ timeLimit: 1000, memoryLimit: 256, stackLimit: 128, judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: true, spjLanguage: 'C', auth: 1, type: 0 });
  });
});

describe('withSplitScores', () => {
  it('fills the rows', () => {
    expect(withSplitScores([emptyCase(), emptyCase()]).map((r) => r.score)).toEqual([50, 50]);
  });
});

describe('judge case modes', () => {
  it('depend on the type', () => {
    expect(allowedCaseModes(1)).toEqual(['default', 'subtask_lowest', 'subtask_average']);
    expect(allowedCaseModes(0)).toEqual(['default', 'ergodic_without_error']);
  });
});

describe('checkProblemForm', () => {
  it('accepts a complete manual problem', () => {
    expect(ids(validManual())).toEqual([]);
  });

  it('requires the display id, title and both descriptions', () => {
    expect(ids({ ...validManual(), problemId: ' ', title: '', input: ' ', output: '' })).toEqual(['Display_ID_Required', 'Title_Required', 'Input_Description_Required', 'Output_Description_Required']);
  });

  it('requires both file names with file IO', () => {
    expect(ids({ ...validManual(), isFileIO: true, ioReadFileName: 'in.txt' })).toEqual(['File_IO_Name_Required']);
  });

  it('requires an uploaded set in upload mode and a filled case in manual mode', () => {
    expect(ids({ ...validManual(), caseSource: 'upload' })).toEqual(['Upload_Testcase_Required']);
    expect(ids({ ...validManual(), caseSource: 'upload', uploadTestcaseDir: 'abc', uploaded: [{ ...emptyCase(), input: '1.in', output: '1.out' }] })).toEqual([]);
    expect(ids({ ...validManual(), samples: [emptyCase()] })).toEqual(['Manual_Case_Empty']);
    expect(ids({ ...validManual(), samples: [] })).toEqual(['Manual_Case_Required']);
  });

  it('checks OI scores and subtask groups', () => {
    const oi = { ...validManual(), type: 1, samples: [{ ...emptyCase(), input: 'a', score: '' as const }, { ...emptyCase(), input: 'b', score: -1 }] };
    expect(ids(oi)).toEqual(['Score_must_be_an_integer', 'Score_must_be_greater_than_or_equal_to_0']);
    const subtask = { ...validManual(), type: 1, judgeCaseMode: 'subtask_lowest' as const, samples: [{ ...emptyCase(), input: 'a', score: 100 }] };
    expect(ids(subtask)).toEqual(['Non_Default_Judge_Case_Mode_And_Group_Num_IS_NULL']);
  });

  it('wants a compiled checker, a language and filled templates', () => {
    expect(ids({ ...validManual(), judgeMode: 'spj' })).toEqual(['Spj_Or_Interactive_Code_Required']);
    expect(ids({ ...validManual(), judgeMode: 'spj', spjCode: 'int main(){}' }, false)).toEqual(['Spj_Or_Interactive_Code_not_Compile_Success']);
    expect(ids({ ...validManual(), languages: [] })).toEqual(['Language_Required']);
    expect(ids({ ...validManual(), codeTemplates: [{ language: 'C++', code: ' ', status: true }] })).toEqual(['Code_Template_Empty_For']);
    expect(ids({ ...validManual(), codeTemplates: [{ language: 'C++', code: '', status: false }] })).toEqual([]);
  });

  it('keeps remote prefixes for remote problems', () => {
    expect(ids({ ...validManual(), problemId: 'CF-1A' })).toEqual(['Local_Problem_ID_Prefix']);
    expect(ids({ ...validManual(), isRemote: true })).toEqual(['Remote_Problem_ID_Prefix']);
  });
});

describe('tags', () => {
  it('cannot be added twice, by id or by name', () => {
    const tags = [{ id: 1, name: 'DP', color: null }];
    expect(hasTag(tags, { id: 1, name: 'other', color: null })).toBe(true);
    expect(hasTag(tags, { id: null, name: ' dp ', color: null })).toBe(true);
    expect(hasTag(tags, { id: null, name: 'Greedy', color: null })).toBe(false);
  });
});

describe('toSaveBody', () => {
  it('sends manual cases as contents and new tags by name', () => {
    const body = toSaveBody({ ...validManual(), tags: [{ id: 3, name: 'x', color: null }, { id: null, name: ' New ', color: '#f00' }] }, null);
    expect(body.samples).toEqual([{ input: '1 2', output: '3', score: null, groupNum: null }]);
    expect(body.tags).toEqual([{ id: 3 }, { name: 'New', color: '#f00' }]);
    expect(body.isUploadTestCase).toBe(false);
    expect(body.problem.isUploadCase).toBe(false);
  });

  it('sends an upload set by its directory and file names', () => {
    const values = { ...validManual(), caseSource: 'upload' as const, uploadTestcaseDir: 'dir1', uploaded: [{ ...emptyCase(), input: '1.in', output: '1.out', score: 100 }] };
    const body = toSaveBody(values, null);
    expect(body).toMatchObject({ isUploadTestCase: true, uploadTestcaseDir: 'dir1', samples: [{ input: '1.in', output: '1.out', score: 100, groupNum: null }] });
  });

  it('round-trips a stored problem', () => {
    const detail = {
      problem: { ...toSaveBody(validManual(), null).problem, id: 7, author: 'root', auth: 1, type: 0, examples: [], hint: null, source: null, ioReadFileName: null, ioWriteFileName: null, userExtraFile: null, judgeExtraFile: null, spjCode: null, spjLanguage: null, isUploadCase: false, uploadTestcaseDir: null },
      tags: [],
      languages: ['C++'],
      codeTemplates: [],
    } as unknown as AdminProblemDetail;
    const values = valuesFromDetail(detail, { isUploadCase: false, cases: [{ pid: 7, index: 1, input: '1 2', output: '3', inputName: '1.in', outputName: '1.out', inputSize: 3, outputSize: 1, score: 100, groupNum: null }] });
    expect(values.caseSource).toBe('manual');
    expect(values.samples[0]).toMatchObject({ input: '1 2', output: '3', score: 100 });
    expect(toSaveBody(values, values)).toMatchObject({ changeJudgeCaseMode: false, changeModeCode: false });
  });
});

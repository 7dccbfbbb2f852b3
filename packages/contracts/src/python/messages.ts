// Korean texts of the Python runner shown by the web workbench (and usable by the server).

export const PYTHON_MSG = {
  stopped: '실행이 중지되었습니다',
  timeLimit: (seconds: number) => `실행 시간이 ${seconds}초를 넘어 중지되었습니다. 끝나지 않는 반복문이 없는지 확인해 보세요.`,
  truncated: (limit: string) => `출력이 너무 많아 처음 ${limit}까지만 표시합니다.`,
  restarted: '파이썬 실행기를 다시 시작했습니다.',
  crashed: '파이썬 실행기에 문제가 생겨 다시 시작합니다. 다시 실행해 주세요.',
  bootFailed: '파이썬을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
  noOutput: '(출력 없음)',
  blankCode: '실행할 코드를 입력해 주세요.',
} as const;

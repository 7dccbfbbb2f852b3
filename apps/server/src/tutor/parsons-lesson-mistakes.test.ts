// The distractor rules of the lessons' '자주 하는 실수' (content/parsons-distractors.json) write the
// line the mistake writes, and only where it is a mistake: each case is a solution's line and the
// wrong lines the rules make of it.
import { describe, expect, it } from 'vitest';
import { distractorCandidates } from './parsons.js';

const mistakesOf = (solution: string) => distractorCandidates(solution.split('\n').filter(Boolean)).map((d) => [d.mistake, d.code]);

describe('distractors of the lessons’ common mistakes', () => {
  it('variables and print (sections 1–2): quoted names, `=` reversed, names with a space or a leading digit, temp swap, sep/end', () => {
    expect(mistakesOf('name = "도담"\nprint(name)')).toEqual([['quoted-name', 'print("name")']]);
    expect(mistakesOf('money = 10000\nmoney = money - 3000')).toEqual([
      ['assign-reversed', '10000 = money'],
      ['discarded-arithmetic', 'money - 3000'],
    ]);
    expect(mistakesOf('favorite_food = "떡볶이"\nfirst_rank = 3')).toEqual([
      ['invalid-name', 'favorite food = "떡볶이"'],
      ['assign-reversed', '3 = first_rank'],
      ['invalid-name', '1st_rank = 3'],
    ]);
    // Only the middle line of a swap through temp: `right = left` after `left = right` loses the value.
    expect(mistakesOf('temp = left\nleft = right\nright = temp')).toEqual([['swap-overwrite', 'right = left']]);
    expect(mistakesOf('print(3, end=", ")')).toEqual([
      ['sep-end', 'print(3, sep=", ")'],
      ['print-one-line', 'print(3)'],
    ]);
    expect(mistakesOf('print(name, age, sep="/")')).toEqual([['sep-end', 'print(name, age, end="/")']]);
  });

  it('none where the line is no such mistake: a counter printed, a zero or one set, a string method kept', () => {
    expect(mistakesOf('total = 0\ncount = 1\nprint(total)')).toEqual([]);
    expect(mistakesOf('s = s.strip()')).toEqual([['string-method-discarded', 's.strip()']]);
    expect(mistakesOf('left = right')).toEqual([]);
  });

  it('strings and lists (sections 4–10): ^ for **, brackets, index from 1, len as index, slice end and step, a value added to a list', () => {
    expect(mistakesOf('print(a ** b)')).toEqual([['caret-power', 'print(a ^ b)']]);
    expect(mistakesOf('print((word + " ") * 3)')).toEqual([['operator-precedence', 'print(word + " " * 3)']]);
    expect(mistakesOf('print(word[0])')).toEqual([['index-from-one', 'print(word[1])']]);
    expect(mistakesOf('print(foods[-1])')).toEqual([['len-index', 'print(foods[len(foods)])']]);
    expect(mistakesOf('print(text[7:13])')).toEqual([['slice-end-excluded', 'print(text[7:12])']]);
    expect(mistakesOf('print(days[::2])')).toEqual([['slice-step', 'print(days[:2])']]);
    expect(mistakesOf('first = word[0].upper()')).toEqual([
      ['index-from-one', 'first = word[1].upper()'],
      ['string-item-assign', 'word[0] = word[0].upper()'],
      ['method-no-parens', 'first = word[0].upper'],
    ]);
    expect(mistakesOf('class_list = class_list + [new_friend]')).toEqual([
      ['discarded-arithmetic', 'class_list + [new_friend]'],
      ['list-plus-value', 'class_list = class_list + new_friend'],
    ]);
    expect(mistakesOf('board[1][1] = "X"')).toEqual([['index-comma', 'board[1, 1] = "X"']]);
    expect(mistakesOf('items.insert(0, "가방")')).toEqual([
      ['index-from-one', 'items.insert(1, "가방")'],
      ['sort-assign', 'items = items.insert(0, "가방")'],
    ]);
    expect(mistakesOf('print(word in sentence)')).toEqual([['search-reversed', 'print(sentence in word)']]);
  });

  it('dictionaries (sections 11–12): keys quoted or not, get without a default, [] for a missing key, sum of a dictionary', () => {
    expect(mistakesOf('phone = {"엄마": "010"}\nprint(phone[name])')).toEqual([['quoted-name', 'print(phone["name"])']]);
    expect(mistakesOf('print(me["이름"])')).toEqual([['key-unquoted', 'print(me[이름])']]);
    expect(mistakesOf('me = {"이름": "도담"}\nprint(me["이름"])')).toEqual([
      ['key-unquoted', 'print(me[이름])'],
      ['dict-index', 'print(me[0])'],
    ]);
    // Assigning with [0] is no KeyError (it adds a key): not this mistake.
    expect(mistakesOf('snack = {"우유": 1200}\nsnack["우유"] = 1300').map(([m]) => m)).not.toContain('dict-index');
    expect(mistakesOf('print(capital.get(country, "모름"))')).toEqual([
      ['get-without-default', 'print(capital.get(country))'],
      ['missing-key', 'print(capital[country])'],
    ]);
    expect(mistakesOf('print(sum(pets.values()))')).toEqual([['dict-aggregate', 'print(sum(pets))']]);
    expect(mistakesOf('print(list(pets.keys()))')).toEqual([['keys-not-list', 'print(pets.keys())']]);
  });

  it('python 2 and advanced (302–404): sets, exceptions, self., comprehension if, iter, yield, module names, defaultdict', () => {
    expect(mistakesOf('a = set(input().split())\nprint(sorted(a & b))')).toEqual([
      ['unsorted-output', 'print(a & b)'],
      ['set-operator', 'print(sorted(a | b))'],
    ]);
    // Sorting a list before printing it is not the set mistake.
    expect(mistakesOf('print(sorted(nums))')).toEqual([]);
    expect(mistakesOf('except ValueError:')).toEqual([['wrong-exception', 'except TypeError:']]);
    expect(mistakesOf('self.name = name')).toEqual([['self-missing', 'name = name']]);
    expect(mistakesOf('doubled = [n * 2 for n in nums if n > 0]')).toEqual([
      ['comprehension-if', 'doubled = [n * 2 if n > 0 for n in nums]'],
      ['strict-comparison', 'doubled = [n * 2 for n in nums if n >= 0]'],
    ]);
    expect(mistakesOf('it = iter(words)\nprint(list(it))')).toEqual([
      ['next-on-list', 'it = words'],
      ['iterator-printed', 'print(it)'],
    ]);
    expect(mistakesOf('for key in sorted(groups):')).toEqual([['unsorted-output', 'for key in groups:']]);
    expect(mistakesOf('yield line')).toEqual([['yield-return', 'return line']]);
    expect(mistakesOf('import random\nrandom.seed(7)')).toEqual([['module-prefix-missing', 'seed(7)']]);
    expect(mistakesOf('random.seed(7)')).toEqual([]);
    expect(mistakesOf('groups = defaultdict(list)')).toEqual([['defaultdict-call', 'groups = defaultdict(list())']]);
  });
});

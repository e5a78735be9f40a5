import { describe, expect, it } from 'vitest';
import {
  canAddChild,
  countDescendants,
  findNode,
  flattenTree,
  moveAmongSiblings,
  nextChildSort,
  normalizeTree,
  pathNames,
  siblingsOf,
  toTreeOptions,
  type CategoryNode,
} from './category-tree';
import { invalidMobiles, mobilesError, normalizeMobiles } from './mobiles';
import { localInputToWire, scheduleOf, shortDateTime, toWireDateTime, wireToLocalInput } from './datetime';
import { listFromSelection, previewDocument, textToParagraphs, wrapSelection, linkTag } from './rich-text';
import { compactFilters } from './paging';
import { durationText, smsCodeOf, userTypeText, yuanText } from './format';
import { findMenuEntry } from './menu';

const cat = (id: string, parentId: string, floor: number, sort: number, children?: CategoryNode[]): CategoryNode => ({
  id,
  parentId,
  categoryName: `分类${id}`,
  floor,
  sort,
  statusId: 1,
  remark: '',
  ...(children ? { children } : {}),
});

// 1 雅思 (sort 2) > 11 口语 > 111 Part2 ; 2 四六级 (sort 1) > 21, 22 (same sort) ; 3 语法 (sort 3, no children)
const wire = (): CategoryNode[] => [
  cat('1', '0', 1, 2, [cat('11', '1', 2, 1, [cat('111', '11', 3, 1, [])])]),
  cat('3', '0', 1, 3, []),
  cat('2', '0', 1, 1, [cat('22', '2', 2, 5, []), cat('21', '2', 2, 5, [])]),
];

describe('course category tree helpers', () => {
  it('sorts every level and drops empty children arrays so leaves have no expand icon', () => {
    const tree = normalizeTree(wire());
    expect(tree.map((n) => n.id)).toEqual(['2', '1', '3']);
    // equal sort values fall back to the name
    expect(tree[0]!.children!.map((n) => n.id)).toEqual(['21', '22']);
    expect(tree[2]!.children).toBeUndefined();
    expect(findNode(tree, '111')!.children).toBeUndefined();
    expect(flattenTree(tree).map((n) => n.id)).toEqual(['2', '21', '22', '1', '11', '111', '3']);
  });

  it('names the path, finds siblings and counts what is below', () => {
    const tree = normalizeTree(wire());
    expect(pathNames(tree, '111')).toEqual(['分类1', '分类11', '分类111']);
    expect(pathNames(tree, 'nope')).toEqual([]);
    expect(siblingsOf(tree, '0').map((n) => n.id)).toEqual(['2', '1', '3']);
    expect(siblingsOf(tree, '2').map((n) => n.id)).toEqual(['21', '22']);
    expect(siblingsOf(tree, '3')).toEqual([]);
    expect(countDescendants(findNode(tree, '1')!)).toBe(2);
  });

  it('allows children down to the third level only', () => {
    expect([1, 2, 3].map((floor) => canAddChild({ floor }))).toEqual([true, true, false]);
  });

  it('suggests the sort after the last sibling (1 for the first child)', () => {
    const tree = normalizeTree(wire());
    expect(nextChildSort(tree, '0')).toBe(4);
    expect(nextChildSort(tree, '2')).toBe(6);
    expect(nextChildSort(tree, '3')).toBe(1);
  });

  it('moves a row among siblings, renumbering only what changes, also when sorts are equal', () => {
    const rows = [
      { id: 'a', sort: 1 },
      { id: 'b', sort: 2 },
      { id: 'c', sort: 3 },
    ];
    expect(moveAmongSiblings(rows, 'c', 'up').map((c) => [c.row.id, c.sort])).toEqual([
      ['c', 2],
      ['b', 3],
    ]);
    expect(moveAmongSiblings(rows, 'a', 'up')).toEqual([]);
    expect(moveAmongSiblings(rows, 'c', 'down')).toEqual([]);
    expect(moveAmongSiblings(rows, 'x', 'down')).toEqual([]);
    const same = [
      { id: 'a', sort: 5 },
      { id: 'b', sort: 5 },
    ];
    expect(moveAmongSiblings(same, 'a', 'down').map((c) => [c.row.id, c.sort])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('marks disabled categories in the filter options', () => {
    const tree = normalizeTree([{ ...cat('1', '0', 1, 1, [cat('11', '1', 2, 1, [])]), statusId: 0 }]);
    expect(toTreeOptions(tree)).toEqual([
      { value: '1', title: '分类1（停用）', children: [{ value: '11', title: '分类11' }] },
    ]);
  });
});

describe('recipient mobiles', () => {
  it('splits pasted lists on commas, spaces, new lines and 、, trims and de-duplicates', () => {
    expect(
      normalizeMobiles(['13800000001，13800000002', ' 13800000001 ', '13800000003\n13800000004、13800000005']),
    ).toEqual(['13800000001', '13800000002', '13800000003', '13800000004', '13800000005']);
    expect(normalizeMobiles(['', '  '])).toEqual([]);
  });

  it('accepts none (broadcast) and up to 200 mainland numbers', () => {
    expect(mobilesError(undefined)).toBeUndefined();
    expect(mobilesError([])).toBeUndefined();
    expect(invalidMobiles(['13800000001', '12800000001', '1380000000', 'abc'])).toEqual([
      '12800000001',
      '1380000000',
      'abc',
    ]);
    expect(mobilesError(['13800000001', '1380'])).toBe('手机号格式不正确：1380');
    const many = Array.from({ length: 201 }, (_, i) => `139${String(i).padStart(8, '0')}`);
    expect(mobilesError(many)).toBe('一次最多发给 200 个手机号，当前 201 个');
    expect(mobilesError(many.slice(0, 200))).toBeUndefined();
  });
});

describe('advert schedule times', () => {
  it('converts between the wire text and the datetime-local input', () => {
    expect(wireToLocalInput('2026-07-01 08:30:00')).toBe('2026-07-01T08:30:00');
    expect(wireToLocalInput('')).toBe('');
    expect(wireToLocalInput('yesterday')).toBe('');
    expect(localInputToWire('2026-07-01T08:30')).toBe('2026-07-01 08:30:00');
    expect(localInputToWire('2026-07-01T08:30:15')).toBe('2026-07-01 08:30:15');
    expect(localInputToWire('')).toBe('');
    expect(shortDateTime('2026-07-01 08:30:15')).toBe('2026-07-01 08:30');
  });

  it('writes a moment in the site’s time zone (Asia/Shanghai)', () => {
    expect(toWireDateTime(new Date('2026-01-31T16:05:09Z'))).toBe('2026-02-01 00:05:09');
  });

  it('tells upcoming, running and ended schedules apart', () => {
    const begin = '2026-07-01 00:00:00';
    const end = '2026-08-01 00:00:00';
    expect(scheduleOf(begin, end, '2026-06-30 23:59:59')).toBe('upcoming');
    expect(scheduleOf(begin, end, begin)).toBe('running');
    expect(scheduleOf(begin, end, end)).toBe('ended');
  });
});

describe('footer article editor helpers', () => {
  it('wraps the selection in tags, or inserts a selected placeholder', () => {
    expect(wrapSelection('abc工作时间xyz', 3, 7, '<strong>', '</strong>')).toEqual({
      text: 'abc<strong>工作时间</strong>xyz',
      selectionStart: 11,
      selectionEnd: 15,
    });
    const empty = wrapSelection('ab', 1, 1, '<h2>', '</h2>', '标题');
    expect(empty.text).toBe('a<h2>标题</h2>b');
    expect(empty.text.slice(empty.selectionStart, empty.selectionEnd)).toBe('标题');
    expect(linkTag('/vip?a="1"', true)).toEqual(['<a href="/vip?a=&quot;1&quot;" target="_blank">', '</a>']);
  });

  it('turns selected lines into a list and plain text into escaped paragraphs', () => {
    expect(listFromSelection('一\n\n二', 0, 4, true).text).toBe('<ol>\n  <li>一</li>\n  <li>二</li>\n</ol>');
    expect(listFromSelection('', 0, 0, false).text).toBe('<ul>\n  <li>列表项</li>\n</ul>');
    expect(textToParagraphs('第一段\n第二行\n\n 3 < 5 & 6 ')).toBe(
      '<p>第一段<br />第二行</p>\n<p>3 &lt; 5 &amp; 6</p>',
    );
  });

  it('builds a preview page that escapes the title and leaves scripts out', () => {
    const doc = previewDocument('<b>关于</b>', '<p>hi</p><script>alert(1)</script><p>end</p><script>half');
    expect(doc).toContain('<h1 class="title">&lt;b&gt;关于&lt;/b&gt;</h1><p>hi</p><p>end</p></body>');
    expect(doc).not.toContain('alert');
    expect(doc).toContain("default-src 'none'");
  });
});

describe('small console rules', () => {
  it('leaves empty filters out of list requests', () => {
    expect(compactFilters({ keyword: '  ', mobile: ' 138 ', userType: undefined, statusId: 0 })).toEqual({
      mobile: '138',
      statusId: 0,
    });
  });

  it('formats codes, prices and durations', () => {
    expect(smsCodeOf('【启航英语网校】您的验证码为 482913，5 分钟内有效。')).toBe('482913');
    expect(smsCodeOf('没有验证码')).toBeUndefined();
    expect(userTypeText(2)).toBe('讲师');
    expect(yuanText(99)).toBe('¥99');
    expect(yuanText(199.9)).toBe('¥199.90');
    expect(durationText(365)).toBe('365 天（1 年）');
    expect(durationText(90)).toBe('90 天（3 个月）');
    expect(durationText(7)).toBe('7 天');
  });

  it('puts every new page in its menu group', () => {
    expect(findMenuEntry('/admin/user/lecturer')?.parents).toEqual(['user']);
    expect(findMenuEntry('/admin/message/sms')?.item.label).toBe('短信发件箱（沙箱）');
    expect(findMenuEntry('/admin/course/category')?.parents).toEqual(['course']);
    expect(findMenuEntry('/admin/content/article')?.item.label).toBe('底部导航文章');
  });
});

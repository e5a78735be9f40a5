import { useState } from 'react';
import { Button, Input, Tag, Tooltip, Typography } from 'antd';
import { MOBILE_PATTERN, ruleRegExp } from '@school/contracts';

const MOBILE_RE = ruleRegExp(MOBILE_PATTERN);
import { MAX_MOBILES, normalizeMobiles } from '../mobiles';

/**
 * Mobile numbers as tags: type one and press Enter (or a comma/space), or paste a whole list.
 * Wrong numbers stay visible in red so the operator can fix them; the form rule refuses them.
 */
export function MobileTagsInput({
  value,
  onChange,
  id,
  placeholder = '输入手机号后按回车，可一次粘贴多个（逗号、空格或换行分隔）',
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
  placeholder?: string;
}) {
  const list = value ?? [];
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    const next = normalizeMobiles([...list, text]);
    if (next.length !== list.length || next.some((m, i) => m !== list[i])) onChange?.(next);
  };

  const onType = (text: string) => {
    // A separator ends a number: everything before the last separator becomes tags.
    const cut = Math.max(...[',', '，', ';', '；', ' ', '\n', '\t', '、'].map((s) => text.lastIndexOf(s)));
    if (cut >= 0) {
      commit(text.slice(0, cut));
      setDraft(text.slice(cut + 1));
    } else {
      setDraft(text);
    }
  };

  const remove = (m: string) => onChange?.(list.filter((x) => x !== m));

  return (
    <div>
      <Input
        id={id}
        value={draft}
        placeholder={placeholder}
        onChange={(e) => onType(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          commit(draft);
          setDraft('');
        }}
        onBlur={() => {
          if (draft.trim()) {
            commit(draft);
            setDraft('');
          }
        }}
        onPaste={(e) => {
          const text = e.clipboardData.getData('text');
          if (/[,，;；\s、]/.test(text.trim())) {
            e.preventDefault();
            commit(draft + text);
            setDraft('');
          }
        }}
      />
      {list.length > 0 && (
        <div
          data-testid="mobile-tags"
          style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 6, maxHeight: 160, overflow: 'auto' }}
        >
          {list.map((m) =>
            MOBILE_RE.test(m) ? (
              <Tag key={m} closable onClose={() => remove(m)} style={{ marginInlineEnd: 0 }}>
                {m}
              </Tag>
            ) : (
              <Tooltip key={m} title="手机号格式不正确">
                <Tag color="error" closable onClose={() => remove(m)} style={{ marginInlineEnd: 0 }}>
                  {m}
                </Tag>
              </Tooltip>
            ),
          )}
        </div>
      )}
      <div style={{ marginTop: 4, display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Text type={list.length > MAX_MOBILES ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {list.length ? `已添加 ${list.length} 个手机号（最多 ${MAX_MOBILES} 个）` : '不填手机号即群发给本校全部用户'}
        </Typography.Text>
        {list.length > 0 && (
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onChange?.([])}>
            清空
          </Button>
        )}
      </div>
    </div>
  );
}

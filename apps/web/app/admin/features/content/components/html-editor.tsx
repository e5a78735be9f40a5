import { maxLengthOf } from '~/lib/form-rules';
import { NavArticleSave } from '@school/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Divider, Input, Popover, Space, Tooltip, Typography, type GetRef } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import {
  imageTag,
  linkTag,
  listFromSelection,
  previewDocument,
  textToParagraphs,
  wrapSelection,
  type TextEdit,
} from '../rich-text';
import { ImageUrlInput } from '../../../components/form-fields';

export const MAX_ARTICLE_LENGTH = 100000;

type TextAreaRef = GetRef<typeof Input.TextArea>;

/** The sandboxed preview: no scripts, no forms, no same-origin access — only the article's look. */
export function HtmlPreview({ title, html, height = 480 }: { title: string; html: string; height?: number }) {
  return (
    <iframe
      title="文章预览"
      sandbox=""
      srcDoc={previewDocument(title, html)}
      style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
    />
  );
}

function InsertLink({ onInsert }: { onInsert: (href: string, newWindow: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [blank, setBlank] = useState(false);
  const ok = /^(https?:\/\/|\/|mailto:|tel:|#)/i.test(href.trim());
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="插入链接"
      content={
        <Space orientation="vertical" style={{ width: 280 }}>
          <Input
            autoFocus
            value={href}
            placeholder="https://… 或 /list"
            onChange={(e) => setHref(e.target.value)}
            status={href && !ok ? 'error' : undefined}
          />
          <Checkbox checked={blank} onChange={(e) => setBlank(e.target.checked)}>
            在新窗口打开
          </Checkbox>
          <Button
            type="primary"
            size="small"
            disabled={!ok}
            onClick={() => {
              onInsert(href.trim(), blank);
              setOpen(false);
              setHref('');
            }}
          >
            插入
          </Button>
        </Space>
      }
    >
      <Tooltip title="链接">
        <Button size="small" type="text" icon={<LinkOutlined />} aria-label="链接" />
      </Tooltip>
    </Popover>
  );
}

function InsertImage({ onInsert }: { onInsert: (src: string, alt: string) => void }) {
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const ok = /^(https?:\/\/|\/)/i.test(src.trim());
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="插入图片"
      content={
        <Space orientation="vertical" style={{ width: 400 }}>
          <ImageUrlInput
            autoFocus
            value={src}
            placeholder="图片地址：https://… 或 /files/…"
            onChange={setSrc}
            status={src && !ok ? 'error' : undefined}
          />
          <Input
            value={alt}
            placeholder="图片说明（可留空）"
            maxLength={maxLengthOf(NavArticleSave, 'artTitle')}
            onChange={(e) => setAlt(e.target.value)}
          />
          <Button
            type="primary"
            size="small"
            disabled={!ok}
            onClick={() => {
              onInsert(src.trim(), alt.trim());
              setOpen(false);
              setSrc('');
              setAlt('');
            }}
          >
            插入
          </Button>
        </Space>
      }
    >
      <Tooltip title="图片">
        <Button size="small" type="text" icon={<PictureOutlined />} aria-label="图片" />
      </Tooltip>
    </Popover>
  );
}

function ToolButton({
  label,
  icon,
  text,
  onClick,
}: {
  label: string;
  icon?: ReactNode;
  text?: string;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={label}
        onClick={onClick}
        style={text ? { fontWeight: 600 } : undefined}
      >
        {text}
      </Button>
    </Tooltip>
  );
}

/**
 * An HTML source editor: a textarea with a small toolbar that wraps the selection in tags.
 * (No WYSIWYG package: the preview beside it shows the result, and the server sanitises the HTML.)
 */
export function HtmlEditor({
  value,
  onChange,
  id,
  rows = 22,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  rows?: number;
}) {
  const ref = useRef<TextAreaRef>(null);
  const text = value ?? '';

  const apply = (make: (text: string, start: number, end: number) => TextEdit) => {
    const el = ref.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const edit = make(text, start, end);
    onChange?.(edit.text);
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      el.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };
  const wrap = (before: string, after: string, placeholder: string) =>
    apply((t, s, e) => wrapSelection(t, s, e, before, after, placeholder));

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <div
        role="toolbar"
        aria-label="格式"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          padding: 4,
          background: '#fafafa',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <ToolButton label="二级标题" text="H2" onClick={() => wrap('<h2>', '</h2>', '标题')} />
        <ToolButton label="三级标题" text="H3" onClick={() => wrap('<h3>', '</h3>', '小标题')} />
        <ToolButton label="段落" text="P" onClick={() => wrap('<p>', '</p>', '段落文字')} />
        <Divider orientation="vertical" />
        <ToolButton label="加粗" icon={<BoldOutlined />} onClick={() => wrap('<strong>', '</strong>', '加粗文字')} />
        <ToolButton label="斜体" icon={<ItalicOutlined />} onClick={() => wrap('<em>', '</em>', '斜体文字')} />
        <ToolButton label="下划线" icon={<UnderlineOutlined />} onClick={() => wrap('<u>', '</u>', '下划线文字')} />
        <Divider orientation="vertical" />
        <ToolButton
          label="无序列表"
          icon={<UnorderedListOutlined />}
          onClick={() => apply((t, s, e) => listFromSelection(t, s, e, false))}
        />
        <ToolButton
          label="有序列表"
          icon={<OrderedListOutlined />}
          onClick={() => apply((t, s, e) => listFromSelection(t, s, e, true))}
        />
        <ToolButton label="换行" text="↵" onClick={() => wrap('', '<br />', '')} />
        <Divider orientation="vertical" />
        <InsertLink onInsert={(href, blank) => wrap(...linkTag(href, blank), '链接文字')} />
        <InsertImage onInsert={(src, alt) => wrap('', imageTag(src, alt), '')} />
        <Divider orientation="vertical" />
        <Tooltip title="把选中的纯文本（或全部纯文本）按空行分成段落">
          <Button
            size="small"
            type="text"
            onClick={() =>
              apply((t, s, e) => {
                const [from, to] = s === e ? [0, t.length] : [s, e];
                const html = textToParagraphs(t.slice(from, to));
                return {
                  text: t.slice(0, from) + html + t.slice(to),
                  selectionStart: from,
                  selectionEnd: from + html.length,
                };
              })
            }
          >
            文本转段落
          </Button>
        </Tooltip>
        <Typography.Text type="secondary" style={{ marginLeft: 'auto', fontSize: 12, paddingRight: 6 }}>
          {text.length.toLocaleString()} / {MAX_ARTICLE_LENGTH.toLocaleString()}
        </Typography.Text>
      </div>
      <Input.TextArea
        id={id}
        ref={ref}
        value={text}
        rows={rows}
        variant="borderless"
        spellCheck={false}
        onChange={(e) => onChange?.(e.target.value)}
        style={{
          fontFamily: 'Menlo, Consolas, "Courier New", monospace',
          fontSize: 13,
          lineHeight: 1.6,
          resize: 'vertical',
        }}
        placeholder={'<h2>关于我们</h2>\n<p>启航英语网校成立于……</p>'}
      />
    </div>
  );
}

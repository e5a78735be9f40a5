import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  StrikethroughOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useImageUploader } from '~/components/image-upload';
import { PICTURE_ACCEPT } from '~/lib/upload-file';

/**
 * The community's rich-text editor (Tiptap): headings, lists, quotes, code, links and pictures
 * uploaded through the learner's upload call. It hands HTML to `onChange`; the server sanitises.
 */
export function RichEditor({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange(html: string): void;
  placeholder?: string;
  /** The accessible name of the writing area. */
  label: string;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https'] } }), Image],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'rich-editor__content rich-text',
        'aria-label': label,
        'data-placeholder': placeholder ?? '',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <div className="rich-editor">
      {editor ? <Toolbar editor={editor} /> : <div className="rich-editor__toolbar" />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { upload, uploading } = useImageUploader();
  const fileInput = useRef<HTMLInputElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      code: current.isActive('codeBlock'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  const toggleLink = () => {
    if (active.link) {
      chain().unsetLink().run();
      return;
    }
    const href = window.prompt('链接地址（http:// 或 https:// 开头）', 'https://');
    if (href && /^https?:\/\/\S+$/.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
  };

  const insertPicture = async (file: File | undefined) => {
    if (!file) return;
    const url = await upload(file);
    if (url) chain().setImage({ src: url, alt: file.name }).run();
  };

  return (
    <div className="rich-editor__toolbar" role="toolbar" aria-label="格式">
      <Tool label="H2 二级标题" on={active.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label="H3 三级标题" on={active.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label="加粗" on={active.bold} onClick={() => chain().toggleBold().run()}>
        <BoldOutlined />
      </Tool>
      <Tool label="斜体" on={active.italic} onClick={() => chain().toggleItalic().run()}>
        <ItalicOutlined />
      </Tool>
      <Tool label="删除线" on={active.strike} onClick={() => chain().toggleStrike().run()}>
        <StrikethroughOutlined />
      </Tool>
      <Tool label="无序列表" on={active.bullet} onClick={() => chain().toggleBulletList().run()}>
        <UnorderedListOutlined />
      </Tool>
      <Tool label="有序列表" on={active.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <OrderedListOutlined />
      </Tool>
      <Tool label="引用" on={active.quote} onClick={() => chain().toggleBlockquote().run()}>
        “”
      </Tool>
      <Tool label="代码块" on={active.code} onClick={() => chain().toggleCodeBlock().run()}>
        <CodeOutlined />
      </Tool>
      <Tool label={active.link ? '取消链接' : '插入链接'} on={active.link} onClick={toggleLink}>
        <LinkOutlined />
      </Tool>
      <Tool label="插入图片" on={false} loading={uploading} onClick={() => fileInput.current?.click()}>
        <PictureOutlined />
      </Tool>
      <input
        ref={fileInput}
        type="file"
        accept={PICTURE_ACCEPT}
        style={{ display: 'none' }}
        aria-label="选择图片"
        data-testid="editor-picture-input"
        onChange={(event) => {
          void insertPicture(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}

function Tool({
  label,
  on,
  loading,
  onClick,
  children,
}: {
  label: string;
  on: boolean;
  loading?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type={on ? 'primary' : 'text'}
        size="small"
        aria-label={label}
        aria-pressed={on}
        loading={loading}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

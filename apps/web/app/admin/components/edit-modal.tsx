import { useState, type ReactNode } from 'react';
import { App, Form, Modal } from 'antd';
import { showUnlessShown } from '~/lib/request';

/**
 * A modal holding one form. The form is created fresh each time the modal opens (with
 * `initialValues`), validated on 确定, and `onSubmit` is awaited: on failure the modal stays open
 * (the request layer showed the server's message; other failures are shown here); on success the
 * caller closes it.
 *
 * Each opening gets a form of its own (a new key after every close). One form instance kept across
 * openings and cleared on unmount lost its initial values when the modal's content mounted twice on
 * opening, which a busy machine showed: the clearing of the first mount ran after the second had
 * filled the form.
 */
export function EditModal<T extends object>({
  title,
  open,
  initialValues,
  onCancel,
  onSubmit,
  width = 560,
  okText = '保存',
  okDanger = false,
  children,
}: {
  title: string;
  open: boolean;
  initialValues?: Partial<T>;
  onCancel: () => void;
  onSubmit: (values: T) => Promise<unknown>;
  width?: number;
  /** The confirm button's text ("保存" unless the form is a decision, e.g. "确认驳回"). */
  okText?: string;
  okDanger?: boolean;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const [opening, setOpening] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  const finish = async (values: T) => {
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (err) {
      showUnlessShown(message, err);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      onCancel={onCancel}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ htmlType: 'submit', loading: submitting, danger: okDanger }}
      destroyOnHidden
      afterClose={() => setOpening((count) => count + 1)}
      style={{ top: 48 }}
      mask={{ closable: false }}
      modalRender={(dom) => (
        <Form<T>
          key={opening}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(values) => void finish(values)}
          requiredMark
          scrollToFirstError={{ block: 'center' }}
        >
          {dom}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}

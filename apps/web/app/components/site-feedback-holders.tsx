import type { useAppProps } from 'antd/es/app/context';
import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';

/** antd's message, notification and modal with their holders, loaded by `SiteFeedback` on first use. */
export default function FeedbackHolders({ onReady }: { onReady(feedback: useAppProps): void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}

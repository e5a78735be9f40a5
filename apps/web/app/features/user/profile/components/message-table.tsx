import { userContracts } from '@school/contracts';
import { DeleteOutlined, CheckOutlined } from '@ant-design/icons';
import { App, Button, Modal, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import type { Page, UserMessage } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '~/lib/api-context';
import { useSchoolStoreApi } from '~/lib/store';
import { MY_MESSAGES_KEY } from '../api/my-messages';
import {
  MESSAGE_FILTERS,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TYPE_LABELS,
  messageSearch,
  unreadAfter,
  type MessageFilter,
} from '../messages';

/**
 * 我的消息: filter tabs, paging, a click anywhere on a row (or Enter on its title) reads the
 * message (the badge goes down), 全部已读, batch delete.
 */
export function MessageTable({ page, filter }: { page: Page<UserMessage>; filter: MessageFilter }) {
  const store = useSchoolStoreApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: MY_MESSAGES_KEY });
  const { message, modal } = App.useApp();
  const api = useApi();
  const [selected, setSelected] = useState<string[]>([]);
  const [opened, setOpened] = useState<UserMessage | null>(null);
  const [readIds, setReadIds] = useState<string[]>([]);

  const isRead = (item: UserMessage) => item.isRead === 1 || readIds.includes(item.id);
  const hasUnread = page.list.some((item) => !isRead(item));
  const goTo = (nextFilter: MessageFilter, nextPage: number) => {
    setSelected([]);
    void navigate(messageSearch(nextFilter, nextPage));
  };

  const open = async (item: UserMessage) => {
    try {
      const read = await api.call(userContracts.readMessage, { id: item.id });
      if (!isRead(item)) {
        const state = store.getState();
        state.setUserMsgNum(unreadAfter(state.userMsgNum, 1));
        setReadIds((ids) => [...ids, item.id]);
      }
      setOpened(read);
    } catch {
      // shown by the request layer
    }
  };

  const close = () => {
    setOpened(null);
    // On the unread tab the message just read leaves the list.
    if (filter === 'unread') void reload();
  };

  const readAll = async () => {
    try {
      await api.call(userContracts.readAllMessages);
      store.getState().setUserMsgNum(0);
      void message.success('已全部标为已读');
      await reload();
    } catch {
      // shown by the request layer
    }
  };

  const removeSelected = () => {
    const ids = [...selected];
    const unreadCount = page.list.filter((item) => ids.includes(item.id) && !isRead(item)).length;
    modal.confirm({
      title: `确定删除选中的 ${ids.length} 条消息吗？`,
      content: '删除后无法恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await api.call(userContracts.deleteMessages, { ids });
        } catch {
          return;
        }
        const state = store.getState();
        state.setUserMsgNum(unreadAfter(state.userMsgNum, unreadCount));
        setSelected([]);
        void message.success('已删除');
        if (ids.length >= page.list.length && page.pageCurrent > 1) goTo(filter, page.pageCurrent - 1);
        else await reload();
      },
    });
  };

  const columns: TableColumnsType<UserMessage> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (_value, item) => (
        <button
          type="button"
          className={isRead(item) ? 'message-title' : 'message-title message-title--unread'}
          onClick={() => void open(item)}
        >
          {isRead(item) ? null : <span className="message-title__dot" aria-label="未读" />}
          {item.title}
        </button>
      ),
    },
    {
      title: '类型',
      dataIndex: 'msgType',
      width: 110,
      // Phones show title and time (an unread title has its dot).
      responsive: ['sm'],
      render: (msgType: number) => <Tag>{MESSAGE_TYPE_LABELS[msgType] ?? '通知'}</Tag>,
    },
    {
      title: '状态',
      key: 'isRead',
      width: 90,
      responsive: ['sm'],
      render: (_value, item) =>
        isRead(item) ? <span className="message-state">已读</span> : <Tag color="blue">未读</Tag>,
    },
    { title: '时间', dataIndex: 'gmtCreate', width: 180 },
  ];

  return (
    <div className="message-table">
      <div className="message-table__bar">
        <Tabs
          className="message-table__tabs"
          activeKey={filter}
          onChange={(key) => goTo(key as MessageFilter, 1)}
          items={MESSAGE_FILTERS.map(({ key, label }) => ({ key, label }))}
        />
        <div className="message-table__actions">
          <Button icon={<CheckOutlined />} onClick={() => void readAll()} disabled={!hasUnread && filter !== 'all'}>
            全部已读
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={removeSelected}>
            删除{selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
        </div>
      </div>
      <Table<UserMessage>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.list}
        locale={{ emptyText: filter === 'unread' ? '没有未读消息' : '暂无消息' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        rowClassName={() => 'message-table__row'}
        onRow={(item) => ({
          // The title is the row's button (keyboard and screen readers); a click elsewhere on the
          // row opens the message too, except on the selection box.
          onClick: (event) => {
            const target = event.target as HTMLElement;
            if (target.closest('.ant-table-selection-column, button, a, input')) return;
            void open(item);
          },
        })}
        pagination={
          page.totalCount > MESSAGE_PAGE_SIZE
            ? {
                current: page.pageCurrent,
                pageSize: MESSAGE_PAGE_SIZE,
                total: page.totalCount,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} 条`,
                onChange: (next) => goTo(filter, next),
              }
            : false
        }
      />
      <Modal
        open={opened !== null}
        title={opened?.title}
        onCancel={close}
        footer={
          <Button type="primary" onClick={close}>
            知道了
          </Button>
        }
      >
        {opened ? (
          <div className="message-detail">
            <p className="message-detail__meta">
              <Tag>{MESSAGE_TYPE_LABELS[opened.msgType] ?? '通知'}</Tag>
              {opened.gmtCreate}
            </p>
            <p className="message-detail__content">{opened.content}</p>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}

import { SearchOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';

export const EMPTY_SEARCH_MESSAGE = '请输入搜索内容';

/** A search field: empty text warns '请输入搜索内容' in place; otherwise `onSearch` gets the trimmed text. */
export function SearchBox({
  defaultValue = '',
  placeholder = '搜索课程、直播、资源',
  onSearch,
}: {
  defaultValue?: string;
  placeholder?: string;
  onSearch(keyword: string): void;
}) {
  const { message } = App.useApp();
  const [value, setValue] = useState(defaultValue);
  const submit = () => {
    const keyword = value.trim();
    if (!keyword) {
      void message.warning(EMPTY_SEARCH_MESSAGE);
      return;
    }
    onSearch(keyword);
  };
  return (
    <Space.Compact className="search-box">
      <Input
        value={value}
        placeholder={placeholder}
        aria-label="搜索内容"
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={submit}
        allowClear
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={submit}>
        搜索
      </Button>
    </Space.Compact>
  );
}

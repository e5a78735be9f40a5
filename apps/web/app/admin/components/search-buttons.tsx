import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';

/**
 * The end of a console filter form: 查询 submits it; 重置 clears the form's fields and searches `list`
 * again from `resetTo`, by default the filters the list started with.
 */
export function SearchButtons<F extends object>({
  list,
  resetTo,
}: {
  list: { search: (filters: F) => void; initialFilters: F };
  resetTo?: F;
}) {
  const form = Form.useFormInstance();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查询
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            list.search(resetTo ?? list.initialFilters);
          }}
        >
          重置
        </Button>
      </Space>
    </Form.Item>
  );
}

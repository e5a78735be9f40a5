import { App, Card, Skeleton } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemContracts as sys, type WebsiteInfoUpdate } from '@school/contracts';
import { callAdmin, errorMessage } from '../lib/admin-api';
import { SiteInfoForm } from '../components/site-info-form';

export function meta() {
  return [{ title: '站点信息 - 运营后台' }];
}

const infoKey = ['admin', 'website-info'];

export default function SiteInfoPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: infoKey, queryFn: () => callAdmin(sys.getWebsiteInfo), staleTime: 0 });
  const save = useMutation({
    mutationFn: (body: WebsiteInfoUpdate) => callAdmin(sys.updateWebsiteInfo, body),
    onSuccess: (data) => {
      queryClient.setQueryData(infoKey, data);
      message.success('站点信息已保存');
    },
    onError: (err) => message.error(errorMessage(err)),
  });

  if (info.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (info.isError) {
    return <Card>站点信息读取失败：{errorMessage(info.error)}</Card>;
  }
  return <SiteInfoForm initialValues={info.data} onSubmit={(body) => save.mutate(body)} submitting={save.isPending} />;
}

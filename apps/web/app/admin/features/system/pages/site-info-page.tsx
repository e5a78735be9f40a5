import { App, Card, Skeleton } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemContracts as sys, type WebsiteInfoUpdate } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { errorMessage, showUnlessShown } from '~/lib/request';
import { SiteInfoForm } from '../components/site-info-form';
import { systemQueries } from '../api/queries';

export function meta() {
  return [{ title: '站点信息 - 运营后台' }];
}

export default function SiteInfoPage() {
  const api = useApi();
  const infoKey = systemQueries.websiteInfo(api).queryKey;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const info = useQuery({ ...systemQueries.websiteInfo(api), staleTime: 0 });
  const save = useMutation({
    mutationFn: (body: WebsiteInfoUpdate) => api.call(sys.updateWebsiteInfo, body),
    onSuccess: (data) => {
      queryClient.setQueryData(infoKey, data);
      message.success('站点信息已保存');
    },
    onError: (err) => showUnlessShown(message, err),
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

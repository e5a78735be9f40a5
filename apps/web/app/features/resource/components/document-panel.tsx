import { DOWNLOAD_ONLY_MESSAGE, type DocumentSign } from '@school/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { useSchoolStore } from '~/lib/store';
import { documentSignQuery, downloadFile, draftSignQuery } from '../document-api';
import { PdfReader } from './pdf-reader';

/**
 * The download button of a signed file: the browser downloads it; a refusal (the daily limit) is said
 * beside the button.
 */
export function DownloadButton({ sign, onDownloaded }: { sign: DocumentSign; onDownloaded?(): void }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const download = async () => {
    setBusy(true);
    setRefusal('');
    try {
      await downloadFile(sign.downloadUrl, sign.docName);
      onDownloaded?.();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '下载失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="doc-download">
      <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
        下载
      </Button>
      {refusal ? (
        <span className="doc-download__refusal" role="alert">
          {refusal}
        </span>
      ) : null}
    </span>
  );
}

/** What stands after the free pages: how many were free, and the way to the rest. */
export function BuyWall({ sign, onBuy }: { sign: DocumentSign; onBuy?(): void }) {
  return (
    <div className="buy-wall">
      <strong className="buy-wall__title">试读结束</strong>
      <p>
        您已读完免费试读的 {sign.previewPages} 页，全文共 {sign.pageCount} 页。购买后即可阅读全文
        {sign.docType ? '并下载' : ''}。
      </p>
      {onBuy ? (
        <Button type="primary" size="large" onClick={onBuy}>
          购买后阅读全文
        </Button>
      ) : null}
    </div>
  );
}

/**
 * One file opened for the signed-in reader: its PDF in the reader (free pages then the wall), an MP3
 * in a player, or the download-only notice; with the download button when the reader may download.
 * `round` changes after a purchase, so the addresses are asked for again. On a draft's preview page the
 * author reads the draft lesson's file whole.
 */
export function DocumentPanel({
  periodId,
  round,
  draft,
  onBuy,
  onDownloaded,
}: {
  periodId: string;
  round: number;
  /** The author's draft lesson (its preview page), not a published one. */
  draft?: boolean;
  onBuy?(): void;
  onDownloaded?(): void;
}) {
  const api = useApi();
  const nickname = useSchoolStore((state) => state.userInfo?.nickname ?? '');
  const published = useQuery({ ...documentSignQuery(api, periodId, round), enabled: !draft });
  const drafted = useQuery({ ...draftSignQuery(api, periodId), enabled: draft === true });
  const signed = draft ? drafted : published;
  if (signed.isPending) return <Spin className="doc-panel__spin" />;
  if (signed.isError) return <Alert type="error" showIcon message="暂时无法打开该文件，请稍后重试" />;
  if ('refusal' in signed.data) return <Alert type="warning" showIcon message={signed.data.refusal.msg} />;
  const { doc } = signed.data;
  return (
    <div className="doc-panel">
      <div className="doc-panel__head">
        <span className="doc-panel__name">{doc.docName}</span>
        {doc.downloadUrl ? <DownloadButton sign={doc} onDownloaded={onDownloaded} /> : null}
      </div>
      {doc.docType === 'mp3' ? (
        doc.previewUrl ? (
          <audio className="doc-panel__audio" controls preload="metadata" src={`/apis${doc.previewUrl}`}>
            <track kind="captions" />
          </audio>
        ) : (
          <Alert
            type="info"
            showIcon
            message="购买后即可收听"
            action={onBuy ? <Button onClick={onBuy}>购买</Button> : null}
          />
        )
      ) : doc.previewUrl ? (
        <PdfReader key={doc.previewUrl} sign={doc} nickname={nickname} wall={<BuyWall sign={doc} onBuy={onBuy} />} />
      ) : (
        <Alert
          type="info"
          showIcon
          message={doc.message || DOWNLOAD_ONLY_MESSAGE}
          description={doc.downloadUrl ? undefined : doc.isFull ? '该文件不提供下载' : '购买后即可下载'}
          action={!doc.isFull && onBuy ? <Button onClick={onBuy}>购买</Button> : null}
        />
      )}
    </div>
  );
}

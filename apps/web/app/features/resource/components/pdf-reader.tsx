import type { DocumentSign } from '@school/contracts';
import {
  CompressOutlined,
  ExpandOutlined,
  LeftOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, InputNumber, Spin } from 'antd';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  hasWall,
  nextSpot,
  pagesAhead,
  previousSpot,
  scaleFor,
  spotOf,
  zoomIn,
  zoomOut,
  type ReaderSpot,
} from '../reader-state';

/** pdf.js is loaded by this reader only, its worker as a separate file of the site ('self' in the CSP). */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** The widest a page is drawn at zoom 1: on a wide screen an A4 page stays about a screen and a half tall. */
const FIT_WIDTH_MAX = 820;

/** Bytes pdf.js asks for at a time: a page of an exam paper is a few tens of kilobytes. */
const RANGE_CHUNK_BYTES = 64 * 1024;

/**
 * One document's PDF read page by page: pdf.js fetches only the byte ranges of the pages shown and the
 * next ones (no streaming, no fetching ahead of its own). The page fits the column's width (a phone
 * too), zooms in steps and goes full screen. A reader without the whole document meets `wall` after
 * its free pages. The reader's nickname lies lightly over the page; without the download right the
 * page offers no menu, and saving and printing are held back.
 */
export function PdfReader({ sign, nickname, wall }: { sign: DocumentSign; nickname: string; wall: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const columnRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [failed, setFailed] = useState('');
  const [spot, setSpot] = useState<ReaderSpot>(1);
  const [zoom, setZoom] = useState(1);
  const [columnWidth, setColumnWidth] = useState(0);
  const [drawn, setDrawn] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const bounds = { previewPages: sign.previewPages, pageCount: sign.pageCount, isFull: sign.isFull === 1 };
  const mayKeep = sign.downloadUrl !== '';

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | undefined;
    void loadPdfJs()
      .then(
        (pdfjs) =>
          pdfjs.getDocument({
            url: `/apis${sign.previewUrl}`,
            rangeChunkSize: RANGE_CHUNK_BYTES,
            disableAutoFetch: true,
            disableStream: true,
            isEvalSupported: false,
          }).promise,
      )
      .then((doc) => {
        loaded = doc;
        if (cancelled) void doc.destroy();
        else setPdf(doc);
      })
      .catch(() => {
        if (!cancelled) setFailed('文档打开失败，请刷新页面后重试');
      });
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [sign.previewUrl]);

  useEffect(() => {
    const column = columnRef.current;
    if (!column) return;
    const observer = new ResizeObserver(() => setColumnWidth(column.clientWidth));
    observer.observe(column);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!pdf || spot === 'wall' || columnWidth === 0) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    void pdf.getPage(spot).then((page) => {
      if (cancelled) return;
      const canvas = canvasRef.current!;
      const scale = scaleFor(Math.min(columnWidth, FIT_WIDTH_MAX), page.getViewport({ scale: 1 }).width, zoom);
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvasContext: canvas.getContext('2d')!,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.then(
        () => {
          if (!cancelled) setDrawn(spot);
          for (const ahead of pagesAhead(spot, pdf.numPages)) void pdf.getPage(ahead);
        },
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, spot, zoom, columnWidth]);

  useEffect(() => {
    const changed = () => setFullScreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);

  useEffect(() => {
    if (mayKeep) return;
    const holdBack = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && (event.key === 's' || event.key === 'p')) event.preventDefault();
    };
    window.addEventListener('keydown', holdBack);
    return () => window.removeEventListener('keydown', holdBack);
  }, [mayKeep]);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen?.();
  };

  const pageShown = spot === 'wall' ? bounds.previewPages : spot;
  return (
    <div
      ref={frameRef}
      className={`pdf-reader${mayKeep ? '' : ' pdf-reader--kept'}`}
      onContextMenu={mayKeep ? undefined : (event) => event.preventDefault()}
    >
      <div className="pdf-reader__bar" role="toolbar" aria-label="阅读工具">
        <Button
          icon={<LeftOutlined />}
          aria-label="上一页"
          disabled={spot === 1}
          onClick={() => setSpot(previousSpot(spot, bounds))}
        />
        <span className="pdf-reader__pages">
          <InputNumber
            size="small"
            min={1}
            max={sign.pageCount || 1}
            value={pageShown}
            aria-label="页码"
            onChange={(value) => value && setSpot(spotOf(value, bounds))}
            className="pdf-reader__page-input"
          />
          <span> / {sign.pageCount} 页</span>
        </span>
        <Button
          icon={<RightOutlined />}
          aria-label="下一页"
          disabled={spot === 'wall' || (!hasWall(bounds) && spot >= bounds.previewPages)}
          onClick={() => setSpot(nextSpot(spot, bounds))}
        />
        <span className="pdf-reader__gap" />
        <Button icon={<ZoomOutOutlined />} aria-label="缩小" onClick={() => setZoom(zoomOut(zoom))} />
        <button type="button" className="pdf-reader__zoom" onClick={() => setZoom(1)} title="恢复为适合宽度">
          {Math.round(zoom * 100)}%
        </button>
        <Button icon={<ZoomInOutlined />} aria-label="放大" onClick={() => setZoom(zoomIn(zoom))} />
        <Button
          icon={fullScreen ? <CompressOutlined /> : <ExpandOutlined />}
          aria-label={fullScreen ? '退出全屏' : '全屏'}
          onClick={toggleFullScreen}
        />
      </div>
      <div ref={columnRef} className="pdf-reader__column">
        {failed ? (
          <p className="pdf-reader__message">{failed}</p>
        ) : spot === 'wall' ? (
          <div className="pdf-reader__wall">{wall}</div>
        ) : (
          <div className="pdf-reader__page" data-page={drawn === spot ? spot : undefined}>
            <canvas ref={canvasRef} aria-label={`第 ${spot} 页`} role="img" />
            {nickname ? (
              <div className="pdf-reader__mark" aria-hidden="true">
                {Array.from({ length: 12 }, (_, i) => (
                  <span key={i}>{nickname}</span>
                ))}
              </div>
            ) : null}
            {drawn !== spot ? <Spin className="pdf-reader__spin" /> : null}
          </div>
        )}
      </div>
    </div>
  );
}

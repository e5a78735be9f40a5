import { Spin } from 'antd';
import { useEffect, useState } from 'react';

/** A QR code of `text`, drawn in the browser (the library loads only when a QR is shown). */
export function QrImage({
  text,
  label,
  size = 200,
  className,
  onDrawn,
}: {
  text: string;
  label: string;
  size?: number;
  className?: string;
  /** The image's data URL, once drawn (for a download link). */
  onDrawn?(dataUrl: string): void;
}) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 1, width: size, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (!current) return;
        setSrc(url);
        onDrawn?.(url);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text, size, onDrawn]);
  return <div className={className}>{src ? <img src={src} width={size} height={size} alt={label} /> : <Spin />}</div>;
}

/**
 * The account layout's place for the video upload panel (chunked uploads with progress). The
 * panel itself arrives with the video-upload module; until then the place stays empty.
 */
export function UploadPanelSlot() {
  return null;
}

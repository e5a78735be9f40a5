/** Tables of the video module (migration 0007-vod). */

/** A video a teacher uploaded (or the demo seed ingested), its source and its HLS renditions. */
export interface VodVideoTable {
  id: number;
  site_id: number;
  status_id: number;
  gmt_create: number;
  gmt_modified: number;
  owner_user_id: number;
  video_name: string;
  file_size: number;
  /** Lowercase hex MD5 of the whole source file. */
  md5: string;
  /** Milliseconds. */
  duration_ms: number;
  /** As displayed (rotation applied). */
  width: number;
  height: number;
  /** Storage key of the source in the media store. */
  source_key: string;
  /** 1 waiting, 2 transcoding, 3 ready, 4 failed (contracts VideoStatus). */
  video_status: number;
  fail_reason: string;
  /** JSON list of renditions: name, width, height, bandwidth, averageBandwidth, copied. */
  renditions: string;
  cover_url: string;
  /** The AES-128 key of the segments, hex; only ever sent to an entitled viewer. */
  aes_key: string;
  /** The latest transcoding job. */
  job_id: number;
}

/** A resumable upload in progress: its chunks live under DATA_DIR/vod-upload/<site>/<id>/. */
export interface VodUploadTable {
  id: number;
  site_id: number;
  gmt_create: number;
  gmt_modified: number;
  user_id: number;
  md5: string;
  file_name: string;
  total_size: number;
  total_chunks: number;
  /** 1 receiving chunks, 2 assembling, 3 done (video_id set). */
  upload_state: number;
  /** While assembling: until when this attempt holds it (a crash leaves it to the next call). */
  assembling_until: number;
  video_id: number;
}

export interface VodTables {
  vod_video: VodVideoTable;
  vod_upload: VodUploadTable;
}

/** A file in the store; its bytes are the rows of StoredFileChunksTable. */
export interface StoredFilesTable {
  id: string;
  contentType: string;
  size: number;
  /** Bytes per chunk; every chunk but the last has exactly this many. */
  chunkSize: number;
  /** Hex SHA-256 of the bytes; null while they are still being written. */
  sha256: string | null;
  completedAt: string | null;
  createdAt: string;
}

export interface StoredFileChunksTable {
  fileId: string;
  /** 0, 1, 2, ... in file order. */
  seq: number;
  data: Buffer;
}

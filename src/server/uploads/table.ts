/** An uploaded image served at /uploads/<name>; its bytes are the stored file `fileId`. */
export interface UploadsTable {
  name: string;
  fileId: string;
  createdAt: string;
}

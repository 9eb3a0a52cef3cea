// The part of busboy's API the cloud upload uses (busboy ships no types; multer depends on it).
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  namespace busboy {
    interface FileInfo {
      filename: string;
      encoding: string;
      mimeType: string;
    }
    interface Limits {
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
    }
    interface Busboy extends Writable {
      on(event: 'file', listener: (name: string, stream: Readable, info: FileInfo) => void): this;
      on(event: 'error', listener: (error: unknown) => void): this;
      on(event: 'close', listener: () => void): this;
    }
  }
  function busboy(config: { headers: IncomingHttpHeaders; limits?: busboy.Limits; defParamCharset?: string }): busboy.Busboy;
  export default busboy;
}

/** ico-endec ships no types: the two calls this site uses. */
declare module 'ico-endec' {
  export interface IconEntry {
    width: number;
    height: number;
    imageType: 'png' | 'bmp';
    imageData: Buffer;
  }
  const icoEndec: {
    /** An ICO file holding the given PNG (or BMP) images. */
    encode(images: (Buffer | ArrayBuffer)[]): Buffer;
    decode(ico: Buffer | ArrayBuffer): IconEntry[];
  };
  export default icoEndec;
}

import sharp from 'sharp';

/** The GPS position a phone writes into a photo (here: a made-up spot near the community). */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '47/1 48/1 30/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '122/1 12/1 0/1',
};

/**
 * A 40 x 20 photo as a phone saves it: EXIF with the camera and the GPS position, an XMP packet
 * naming the photographer, and orientation 6 (the pixels are stored sideways; shown upright it is
 * 20 x 40).
 */
export function photoWithLocation(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#884422' } })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Jane Resident"/></rdf:RDF></x:xmpmeta>',
    )
    .toFormat(format)
    .toBuffer();
}

/** What a stored image still says about itself: its format, size and any metadata left. */
export async function imageFacts(bytes: Buffer) {
  const { format, width, height, orientation, exif, xmp, iptc, comments } = await sharp(bytes).metadata();
  return {
    format,
    width,
    height,
    orientation,
    exif: exif !== undefined,
    xmp: xmp !== undefined,
    iptc: iptc !== undefined,
    comments: comments?.length ?? 0,
    mentionsCamera: bytes.includes(Buffer.from('PhoneCo')),
  };
}

/**
 * Answers smaller than this are sent as they are: below about a kilobyte the encoding saves less
 * than it costs (headers, CPU), and the whole answer already fits in one TCP packet.
 */
export const COMPRESSION_THRESHOLD = 1024;

/** Built files worth compressing: text formats (images and fonts are compressed already). */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|svg|html|json|xml|txt|webmanifest|ico|map)$/;

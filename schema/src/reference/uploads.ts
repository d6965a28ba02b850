/** The spec's upload limit (memorial-portal 5): 500 MB a file, enforced by the gateway while the body streams. */
export const MAX_UPLOAD_BYTES = 524_288_000;
/** Files one upload request may carry. */
export const MAX_UPLOAD_FILES = 20;
/**
 * What a document shared with a memory (.docx, .xlsx, .pptx, .odt: zips) may hold once unpacked: the
 * gateway unpacks it on upload, counting, so that a zip bomb is refused before anyone downloads it.
 */
export const MAX_DOCUMENT_UNPACKED_BYTES = 200 * 1_048_576;
export const MAX_DOCUMENT_PARTS = 10_000;

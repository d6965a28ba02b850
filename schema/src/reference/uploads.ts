/** The spec's upload limit (memorial-portal 5): 500 MB a file, enforced by the gateway while the body streams. */
export const MAX_UPLOAD_BYTES = 524_288_000;
/** Files one upload request may carry. */
export const MAX_UPLOAD_FILES = 20;

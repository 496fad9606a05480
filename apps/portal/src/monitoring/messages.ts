/** §8 console messages. */
export const SEND_ERROR_FAILED = 'error sending error to tracker';
export const CAPTURE_MESSAGE_FAILED = 'error capturing monitor tracking message';

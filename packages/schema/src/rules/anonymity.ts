/** The name others see for a reader who chose "show me as an anonymous reader". */
export const ANONYMOUS_READER_NAME = "Anonymous reader";

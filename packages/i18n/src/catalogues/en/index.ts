import common from "./common";
import layout from "./layout";
import preview from "./preview";
import titles from "./titles";

/**
 * English, the spec's texts word for word: the reference every other locale's catalogue must match key for key.
 * One file per feature (namespace), so texts added in parallel rarely touch the same file.
 */
export default { common, layout, preview, titles };

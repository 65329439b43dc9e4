export { HOSTILE_LIST_CHARS, HOSTILE_LISTS } from "./hostile-lists";
export { must } from "./must";
export { modulesMatching } from "./sources";

export { must } from "./must";
export { modulesMatching } from "./sources";

export { must } from "./must";

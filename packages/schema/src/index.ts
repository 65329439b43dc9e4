export * from "./activity";
export * from "./auth";
export * from "./common";
export * from "./juz";
export * from "./khatm";
export * from "./live";
export * from "./rules";
export * from "./together";

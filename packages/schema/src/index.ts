export * from "./activity";
export * from "./auth";
export * from "./common";
export * from "./config";
export * from "./juz";
export * from "./khatm";
export * from "./live";
export * from "./rules";

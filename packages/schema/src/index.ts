export * from "./common";
export * from "./auth";
export * from "./khatm";
export * from "./juz";
export * from "./activity";

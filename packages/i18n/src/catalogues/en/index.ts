import abuse from "./abuse";
import account from "./account";
import activity from "./activity";
import api from "./api";
import auth from "./auth";
import common from "./common";
import create from "./create";
import dashboard from "./dashboard";
import emails from "./emails";
import finishBy from "./finishBy";
import forms from "./forms";
import home from "./home";
import join from "./join";
import khatm from "./khatm";
import layout from "./layout";
import legal from "./legal";
import myKhatms from "./myKhatms";
import myReservations from "./myReservations";
import notifications from "./notifications";
import organizers from "./organizers";
import parts from "./parts";
import preview from "./preview";
import publicList from "./publicList";
import pushes from "./pushes";
import recitation from "./recitation";
import share from "./share";
import telegram from "./telegram";
import telegramGroups from "./telegramGroups";
import titles from "./titles";
import toasts from "./toasts";
import together from "./together";
import validation from "./validation";

/**
 * English, the spec's texts word for word: the reference every other locale's catalogue must match key for key, and
 * the type of every catalogue (../../catalogue.ts). Imported at once by what needs English without waiting (the
 * worker's API errors, tests); the other locales have no index, `loadCatalogue` (../index.ts) gathers their files.
 * One file per feature (namespace), so texts added in parallel rarely touch the same file.
 */
export default {
  abuse,
  account,
  activity,
  api,
  auth,
  common,
  create,
  dashboard,
  emails,
  finishBy,
  forms,
  home,
  join,
  khatm,
  layout,
  legal,
  myKhatms,
  myReservations,
  notifications,
  organizers,
  parts,
  preview,
  publicList,
  pushes,
  recitation,
  share,
  telegram,
  telegramGroups,
  titles,
  together,
  toasts,
  validation,
};

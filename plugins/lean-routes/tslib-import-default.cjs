/**
 * The one tslib helper @docusaurus/utils-common's CommonJS build uses in the
 * browser (`__importDefault`), so that main.js does not carry all of tslib
 * (a CommonJS `require` keeps every export). Same code as tslib's (0BSD).
 */
exports.__importDefault = function (mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};

// CSS modules in tests: `styles.foo` is the string 'foo'.
module.exports = new Proxy(
  {},
  {get: (_target, key) => (key === '__esModule' ? false : key)},
);

// CSS modules: every class name maps to itself, so components still get stable class names.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });

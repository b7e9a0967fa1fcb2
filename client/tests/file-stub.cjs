// Imported images resolve to their URL in the browser; a fixed string is enough under jsdom.
module.exports = 'test-file-stub';

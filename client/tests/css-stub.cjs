// Plain stylesheets do nothing under jsdom.
module.exports = {};

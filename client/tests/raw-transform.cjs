// Vite's `?raw` imports (the blog's Markdown) are the file's text: the same here.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};

import { type Browser, chromium } from 'playwright-core';

/**
 * Chromium's own PDF viewer (PDFium), as a reader who opens a downloaded document in the browser
 * sees it. The viewer runs in the PDF extension's page; with PdfOopif off that page is a target of
 * its own, reachable over the DevTools protocol.
 */
export function launchPdfViewerBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-features=PdfOopif',
    ],
  });
}

const PDF_EXTENSION = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/';

// The viewer's own "select all, then copy" path: PluginController.selectAll() then
// getSelectedText(), which is what Ctrl+A, Ctrl+C put on the clipboard.
const SELECT_ALL_TEXT = `(async () => {
  const controllerNow = () => document.querySelector('pdf-viewer')?.pluginController_;
  for (let i = 0; i < 200 && !controllerNow(); i++) await new Promise((r) => setTimeout(r, 100));
  const controller = controllerNow();
  if (!controller) throw new Error('the viewer did not start: ' + document.documentElement.outerHTML.slice(0, 300));
  // Until the document has loaded, the controller has no plugin to ask and says so by throwing.
  let lastError = '';
  for (let i = 0; i < 200; i++) {
    try {
      controller.selectAll();
      const { selectedText } = await controller.getSelectedText();
      if (selectedText) return selectedText;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no text selected: ' + lastError);
})()`;

/** Opens `url` (a PDF) in Chromium's viewer and returns the text "select all, copy" gives. */
export async function textFromChromiumViewer(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage();
  const cdp = await browser.newBrowserCDPSession();
  try {
    await page.goto(url);
    let targetId: string | undefined;
    for (let i = 0; i < 100 && !targetId; i++) {
      const { targetInfos } = await cdp.send('Target.getTargets');
      targetId = targetInfos.find((t) => t.url.startsWith(PDF_EXTENSION))?.targetId;
      if (!targetId) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!targetId) throw new Error(`Chromium did not open ${url} in its PDF viewer`);
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
    const reply = new Promise<{ result?: { result?: { value?: string } }; error?: unknown }>((resolve) => {
      cdp.on('Target.receivedMessageFromTarget', (event) => {
        const message = JSON.parse(event.message);
        if (event.sessionId === sessionId && message.id === 1) resolve(message);
      });
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({
        id: 1,
        method: 'Runtime.evaluate',
        params: { expression: SELECT_ALL_TEXT, awaitPromise: true, returnByValue: true },
      }),
    });
    const answer = await reply;
    if (answer.error || typeof answer.result?.result?.value !== 'string') {
      throw new Error(`Chromium's PDF viewer gave no text: ${JSON.stringify(answer)}`);
    }
    return answer.result.result.value;
  } finally {
    await cdp.detach();
    await page.close();
  }
}

import { createRenderPool } from './render-pool.js';

const letter = (n: number) => ({
  content: [{ text: `निवेदन नं. ${n}`, style: 'title' }, 'उपर्युक्त विषयमा सिफारिस गरिदिनुहुन अनुरोध छ ।'],
});

test('renders on worker threads, more documents than threads, in any order', async () => {
  const pool = createRenderPool({ size: 2 });
  try {
    const pdfs = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => pool.render({ kind: 'definition', definition: letter(n) })),
    );
    for (const { pdf, docx } of pdfs) {
      expect(docx).toBeUndefined();
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(2000);
    }
  } finally {
    await pool.close();
  }
});

test('a failing render rejects that task only', async () => {
  const pool = createRenderPool({ size: 1 });
  try {
    const bad = pool.render({ kind: 'definition', definition: { content: [{ image: 'no-such-image' }] } });
    const good = pool.render({ kind: 'definition', definition: letter(1) });
    await expect(bad).rejects.toThrow();
    expect((await good).pdf.subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await pool.close();
  }
});

test('a task that asks for the Word copy gets it from the same thread', async () => {
  const pool = createRenderPool({ size: 1 });
  try {
    const { pdf, docx } = await pool.render({ kind: 'definition', definition: letter(1), docx: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A DOCX is a zip: it starts with a local file header.
    expect(docx?.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  } finally {
    await pool.close();
  }
});

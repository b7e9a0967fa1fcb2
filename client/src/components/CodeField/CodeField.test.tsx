import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CodeField } from './CodeField';

/** The field as a form holds it, the code it last said shown beside it. */
function Form() {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeField label="Code" invalidMessage="Six digits" value={code} onChange={setCode} invalid={false} />
      <output aria-label="code">{code}</output>
    </>
  );
}

function renderField() {
  const user = userEvent.setup({ delay: null });
  render(
    <MantineProvider env="test">
      <Form />
    </MantineProvider>,
  );
  const boxes = screen.getAllByRole('textbox', { name: 'Code' });
  return { user, boxes, code: () => screen.getByRole('status', { name: 'code' }).textContent };
}

describe('CodeField', () => {
  it('takes a code typed on a Nepali keyboard, as ASCII digits', async () => {
    const { user, boxes, code } = renderField();
    await user.click(boxes[0] as HTMLElement);
    await user.keyboard('१२३४५६');
    expect(code()).toBe('123456');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    // A phone still opens its number pad for the boxes.
    expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes[0]).toHaveAttribute('type', 'tel');
  });

  it('takes a pasted code in Devanagari digits', async () => {
    const { user, boxes, code } = renderField();
    await user.click(boxes[0] as HTMLElement);
    await user.paste('१२३४५६');
    expect(code()).toBe('123456');
  });

  it('takes ASCII digits and mixed digits as before', async () => {
    const { user, boxes, code } = renderField();
    await user.click(boxes[0] as HTMLElement);
    await user.keyboard('12३४56');
    expect(code()).toBe('123456');
  });

  it('still refuses letters, typed or pasted', async () => {
    const { user, boxes, code } = renderField();
    await user.click(boxes[0] as HTMLElement);
    await user.keyboard('a');
    await user.keyboard('क');
    expect(code()).toBe('');
    await user.paste('12ab56');
    expect(code()).toBe('');
    await user.keyboard('१');
    await user.keyboard('x');
    expect(code()).toBe('1');
  });
});

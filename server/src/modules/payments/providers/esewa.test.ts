import {
  buildEsewaForm,
  decodeEsewaReturn,
  EsewaReturnError,
  signEsewa,
  verifyEsewaReturn,
} from './esewa.js';

const KEY = '8gBm/:&EnhH.1/q';

test('the request test vector', () => {
  expect(
    signEsewa(
      { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' },
      'total_amount,transaction_uuid,product_code',
      KEY,
    ),
  ).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
});

const documentedReturn = {
  transaction_code: '000AWEO',
  status: 'COMPLETE',
  total_amount: '1000.0',
  transaction_uuid: '250610-162413',
  product_code: 'EPAYTEST',
  signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  signature: '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=',
};

test('the response test vector verifies, as the exact strings received', () => {
  const data = Buffer.from(JSON.stringify(documentedReturn)).toString('base64');
  const decoded = decodeEsewaReturn(data);
  expect(decoded.total_amount).toBe('1000.0');
  expect(verifyEsewaReturn(decoded, KEY)).toBe(true);
});

test('"100" and "100.0" sign differently, and any changed field breaks the signature', () => {
  const names = 'total_amount,transaction_uuid,product_code';
  const a = signEsewa({ total_amount: '100', transaction_uuid: 'x', product_code: 'EPAYTEST' }, names, KEY);
  const b = signEsewa({ total_amount: '100.0', transaction_uuid: 'x', product_code: 'EPAYTEST' }, names, KEY);
  expect(a).not.toBe(b);
  for (const field of ['status', 'total_amount', 'transaction_uuid', 'product_code'] as const) {
    const tampered = { ...documentedReturn, [field]: `${documentedReturn[field]}1` };
    expect(verifyEsewaReturn(tampered, KEY)).toBe(false);
  }
  expect(verifyEsewaReturn(documentedReturn, 'another key')).toBe(false);
});

test('the form carries every field, signed', () => {
  const { fields } = buildEsewaForm(
    { amount: 15, transactionUuid: 'abc-1', successUrl: 'http://x/success', failureUrl: 'http://x/failure' },
    {
      formUrl: 'http://esewa/form',
      statusUrl: 'http://esewa/status',
      productCode: 'EPAYTEST',
      secretKey: KEY,
      timeoutMs: 1000,
    },
  );
  expect(fields).toMatchObject({
    amount: '15',
    tax_amount: '0',
    total_amount: '15',
    product_code: 'EPAYTEST',
  });
  expect(fields.signature).toBe(signEsewa(fields, 'total_amount,transaction_uuid,product_code', KEY));
});

test('unreadable data is refused', () => {
  expect(() => decodeEsewaReturn('not base64 json')).toThrow(EsewaReturnError);
  expect(() => decodeEsewaReturn(Buffer.from('{"status":"COMPLETE"}').toString('base64'))).toThrow(
    EsewaReturnError,
  );
});

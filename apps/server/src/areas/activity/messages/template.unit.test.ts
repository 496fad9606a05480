import { describe, expect, it } from 'vitest';
import { fillTemplate, templateValues } from './template.ts';

describe('fillTemplate', () => {
  it('fills known placeholders, with or without spaces inside the braces, and leaves unknown ones as written', () => {
    expect(fillTemplate('Hi {{name}}, {{ name }}! {{other}} {name}', { name: 'Kari' }, false)).toBe(
      'Hi Kari, Kari! {{other}} {name}',
    );
  });

  it('escapes values in HTML and only there', () => {
    const values = { name: `<script>x</script> & "O'Brien"` };
    expect(fillTemplate('<p>{{name}}</p>', values, true)).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &amp; &quot;O&#39;Brien&quot;</p>',
    );
    expect(fillTemplate('{{name}}', values, false)).toBe(values.name);
  });

  it('does not take names from the object prototype', () => {
    expect(fillTemplate('{{constructor}} {{toString}}', {}, false)).toBe('{{constructor}} {{toString}}');
  });

  it('does not fill placeholders inside a value again', () => {
    expect(fillTemplate('{{a}}', { a: '{{b}}', b: 'no' }, false)).toBe('{{b}}');
  });
});

describe('templateValues', () => {
  const person = { fullName: 'Anne  Marie Berg', email: 'anne@customer.example' };

  it('takes the person, the organisation and its texts, over the library’s examples', () => {
    const values = templateValues(person, 'Fjord AS', { senderName: 'Fjord IT', signature: 'Fjord\nIT' }, [
      { variableName: 'recipientFirstName', exampleValue: 'Kari', composite: false },
      { variableName: 'trackingLink', exampleValue: 'https://portal.example/t/1', composite: true },
    ]);
    expect(values).toMatchObject({
      recipientFirstName: 'Anne',
      recipientLastName: 'Marie Berg',
      recipientFullName: 'Anne  Marie Berg',
      recipientEmail: 'anne@customer.example',
      companyName: 'Fjord AS',
      senderName: 'Fjord IT',
      signature: 'Fjord\nIT',
      trackingLink: 'https://portal.example/t/1',
    });
    expect(values).not.toHaveProperty('supportContact');
  });

  it('gives a one-word name no last name', () => {
    expect(templateValues({ fullName: 'Cher', email: 'c@x.example' }, 'X', {})).toMatchObject({
      recipientFirstName: 'Cher',
      recipientLastName: '',
    });
  });
});

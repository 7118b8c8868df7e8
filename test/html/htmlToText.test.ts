// The text ContentBody shows when it cannot sanitize, and the text read for reading time and
// markdown (src/html/htmlToText.ts): what a reader sees, line by line.
import { htmlToText } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

describe('htmlToText', () => {
  it.each([
    ['a script', '<p>Before</p><script>var a = 1;\nalert(a)</script><p>After</p>'],
    ['a style sheet', '<p>Before</p><STYLE type="text/css">p { color: red }</STYLE ><p>After</p>'],
    ['a template', '<p>Before</p><template><p>hidden text</p></template><p>After</p>'],
    ['a textarea', '<p>Before</p><textarea>typed text</textarea><p>After</p>'],
    ['a comment with `>` in it', '<p>Before</p><!-- a > b\n--><p>After</p>'],
  ])('leaves out the text of %s', (_, html) => {
    expect(htmlToText(html)).toBe('Before\nAfter');
  });

  it('leaves out an unclosed script or comment to the end, as the parser does', () => {
    expect(htmlToText('Before<script>alert(1) </p>After')).toBe('Before');
    expect(htmlToText('Before<!-- a > b </p>After')).toBe('Before');
  });

  it('keeps words apart where a tag or a comment separated them', () => {
    expect(htmlToText('<span>one</span><span>two</span>')).toBe('one two');
    expect(htmlToText('one<!--x-->two')).toBe('one two');
    expect(htmlToText('one<script>x</script>two')).toBe('one two');
  });

  it.each([
    ['a paragraph', 'one</p>two'],
    ['a paragraph end tag with a space', 'one</p >two'],
    ['a heading', 'one</h2>two'],
    ['a level-6 heading', 'one</H6>two'],
    ['a list item', 'one</li>two'],
    ['a line break', 'one<br>two'],
    ['a self-closed line break', 'one<br/>two'],
    ['a line break with a space', 'one<br />two'],
  ])('starts a new line after %s', (_, html) => {
    expect(htmlToText(html)).toBe('one\ntwo');
  });

  it('does not start a line after an inline element', () => {
    expect(htmlToText('one</h7>two</b>three')).toBe('one two three');
  });

  it('collapses spaces and tabs, and trims them around line breaks', () => {
    expect(htmlToText('  one \t\f\r  two  ')).toBe('one two');
    expect(htmlToText('one <br>  two')).toBe('one\ntwo');
    expect(htmlToText('one<br> two')).toBe('one\ntwo');
    expect(htmlToText('one <br>two')).toBe('one\ntwo');
  });

  it('keeps at most one empty line between blocks', () => {
    expect(htmlToText('<p>one</p><p></p><p></p><br><br><p>two</p>')).toBe('one\n\ntwo');
    expect(htmlToText('<p>one</p><br><p>two</p>')).toBe('one\n\ntwo');
  });

  it('decodes character references after removing tags', () => {
    expect(htmlToText('<p>1 &lt; 2 &amp;&#x20;&lt;b&gt;</p>')).toBe('1 < 2 & <b>');
  });
});

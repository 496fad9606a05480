import { describe, expect, it } from 'vitest';
import { activeModes } from './mode-cookies.ts';

describe('§4 a mode is on exactly while its cookie exists', () => {
  it('no cookie: no mode', () => {
    expect(activeModes('')).toEqual([]);
    expect(activeModes('portal_lang=en; other=cybr-remote-view')).toEqual([]);
  });

  it('each cookie turns on its mode, whatever its value', () => {
    expect(activeModes('cybr-remote-view=org-7')).toEqual(['remote-view']);
    expect(activeModes('a=1; cybr-ghost-mode=org-1')).toEqual(['ghost']);
    expect(activeModes('cybr-ghost-mode=x; cybr-remote-view=y')).toEqual(['ghost', 'remote-view']);
  });
});

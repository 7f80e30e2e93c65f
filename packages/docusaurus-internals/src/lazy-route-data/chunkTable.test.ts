import {describe, expect, it} from 'vitest';
import {chunkKey, editRuntime, fillBucket, renameWithHash} from './chunkTable';
import {CHUNK_FILES_PLACEHOLDER} from './routeSplit';

/** The parts of Rspack 1.7's minified runtime the edit reads (build/assets/js/runtime~main.*.js). */
const runtime = [
  '(()=>{"use strict";var r={},o={};function n(e){return o[e]}',
  'n.u=e=>"assets/js/"+(({1012:"f041e54e",1015:"00d066c4",7842:"7842x"})[e]||e)+"."+({1012:"faaa2e42",1015:"7bc646b7",7842:"0a0b0c0d",9:"11112222"})[e]+".js",',
  'n.p="/",n.gca=function(e){return e=({0x11113f9:"1012","00d066c4":"1015",abc:"9"})[e]||e,n.p+n.u(e)};',
  'n.f.j=function(e,a){var b=n.p+n.u(e)}})();',
].join('');

/**
 * The same parts as Rspack 2 writes them (Docusaurus 4 canary, build/assets/js/runtime~main.*.js; a few entries of
 * each table): the same shape. Its compiler API gives the chunk ids as numbers.
 */
const rspack2Runtime = [
  '(()=>{"use strict";var e,a,c,d,f,b,t,r,o={},n={};',
  'n.f={},n.e=e=>Promise.all(Object.keys(n.f).reduce((a,c)=>(n.f[c](e,a),a),[])),',
  'n.u=e=>"assets/js/"+(({1012:"f041e54e",106:"17896441",63:"0e3bbbbe",89:"df7910db"})[e]||e)+"."+({1012:"5ec35b54",106:"ffc2a63f",4669:"c26677d9",63:"901d4eb3",7603:"9f8c88cd",89:"bae59ae9"})[e]+".js",',
  'n.miniCssF=e=>e+".css",n.p="/",',
  'n.gca=function(e){return e=({0x11113f9:"106","0e3bbbbe":"63",df7910db:"89",f041e54e:"1012"})[e]||e,n.p+n.u(e)},d={4014:0,9783:0},',
  'n.f.j=function(e,a){var c=n.o(d,e)?d[e]:void 0}})();',
].join('');

describe('the runtime edit', () => {
  it('drops the moved chunks from both tables and gives a renamed bucket its new hash', () => {
    const {code, removed} = editRuntime(
      runtime,
      {removeIds: new Set(['1012', '9']), rehash: new Map([['7842', {from: '0a0b0c0d', to: 'feedbeef'}]])},
      'runtime.js',
    );
    expect(removed).toBe(2);
    expect(code).toContain('({1015:"00d066c4",7842:"7842x"})[e]');
    expect(code).toContain('({1015:"7bc646b7",7842:"feedbeef"})[e]');
    expect(code).toContain('({"00d066c4":"1015"})[e]');
    expect(() => new Function(code)).not.toThrow();
  });

  it("takes chunk ids as numbers too (Rspack 2's compiler API), for the runtime Rspack 2 writes", () => {
    const {code, removed} = editRuntime(
      rspack2Runtime,
      {removeIds: new Set([1012, 89]), rehash: new Map([[7603, {from: '9f8c88cd', to: '6df85724'}]])},
      'assets/js/runtime~main.7783f534.js',
    );
    expect(removed).toBe(2);
    expect(code).toContain('({106:"17896441",63:"0e3bbbbe"})[e]||e');
    expect(code).toContain('({106:"ffc2a63f",4669:"c26677d9",63:"901d4eb3",7603:"6df85724"})[e]+".js"');
    expect(code).toContain('({0x11113f9:"106","0e3bbbbe":"63"})[e]||e');
    expect(code).toContain('d={4014:0,9783:0}');
    expect(() => new Function(code)).not.toThrow();
    // The same edit with the ids as strings (Rspack 1's API) gives the same code.
    expect(
      editRuntime(
        rspack2Runtime,
        {removeIds: new Set(['1012', '89']), rehash: new Map([['7603', {from: '9f8c88cd', to: '6df85724'}]])},
        'r.js',
      ).code,
    ).toBe(code);
    expect(chunkKey(7603)).toBe('7603');
    expect(chunkKey('7603')).toBe('7603');
  });

  it('fails naming the file when the runtime has no tables it knows, or lacks the bucket to rehash', () => {
    expect(() =>
      editRuntime('(()=>{var n={};n.p="/"})();', {removeIds: new Set(), rehash: new Map()}, '/b/runtime~main.js'),
    ).toThrow(/\/b\/runtime~main\.js: expected the chunk file table/);
    expect(() =>
      editRuntime(
        runtime,
        {removeIds: new Set(), rehash: new Map([['7842', {from: 'ffffffff', to: '00000000'}]])},
        'runtime.js',
      ),
    ).toThrow(/chunk 7842 with hash ffffffff/);
  });
});

describe('the bucket fill', () => {
  it('writes the table in place of the placeholder, once', () => {
    const source = `(self.x=self.x||[]).push([["7842"],{1:(e,t,n)=>{(0,n.r)(t);(0,a.rc)("${CHUNK_FILES_PLACEHOLDER}")}}]);`;
    const filled = fillBucket(source, {266: '0058b4c6.1234abcd', 301: '301.99aa00bb'}, 'b.js');
    expect(filled).toContain('(0,a.rc)({"266":"0058b4c6.1234abcd","301":"301.99aa00bb"})');
    expect(() => fillBucket('no placeholder', {}, '/b/7842.js')).toThrow(
      /\/b\/7842\.js: expected the chunk table placeholder once, found it 0 times/,
    );
  });

  it('renames a hashed file', () => {
    expect(renameWithHash('assets/js/7842.0a0b0c0d.js', 'feedbeef99')).toEqual({
      name: 'assets/js/7842.feedbeef.js',
      oldHash: '0a0b0c0d',
    });
    expect(() => renameWithHash('assets/js/main.js', 'ab')).toThrow(/not a hashed JavaScript file name/);
  });
});

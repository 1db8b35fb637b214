// The client bench names the largest pieces of the TV home's initial JS (issue 7 bench):
// each file's measured gzip bytes are shared among its packages by rendered size.
import { describe, expect, it } from 'vitest';
import { largestPieces } from '../../bench/client/measure';

describe('largestPieces', () => {
  it('shares each file\'s gzip bytes by rendered size, sums across files and keeps the largest', () => {
    const files = [
      { file: 'a.js', bytes: 0, gzipBytes: 3072, packages: [] },
      { file: 'b.js', bytes: 0, gzipBytes: 1024, packages: [] },
    ];
    const pieces = {
      'a.js': { 'react-dom': 200, '(app code)': 100 },
      'b.js': { '(app code)': 50, axios: 50 },
    };
    expect(largestPieces(files, pieces, 2)).toEqual([
      { piece: 'react-dom', gzipKB: 2 },
      { piece: '(app code)', gzipKB: 1.5 },
    ]);
    expect(largestPieces(files, pieces, 5).map((p) => p.piece)).toEqual(['react-dom', '(app code)', 'axios']);
  });

  it('counts a file it has no build record for as unknown instead of dropping its bytes', () => {
    expect(largestPieces([{ file: 'x.js', bytes: 0, gzipBytes: 2048, packages: [] }], {}, 5)).toEqual([{ piece: '(unknown)', gzipKB: 2 }]);
  });
});

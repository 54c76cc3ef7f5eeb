import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

export default {
  input: 'src/widget.ts',
  output: [
    { file: 'dist/marketing-site-widget.esm.js', format: 'es', sourcemap: true },
    { file: 'dist/marketing-site-widget.umd.js', format: 'umd', name: 'MarketingSiteWidget', plugins: [terser()] },
  ],
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        '__TRAVIS_ACCESS_TOKEN__': JSON.stringify('pHCXwLJhwRi3fZCxOMvJ5P'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

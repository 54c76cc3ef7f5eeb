import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

export default {
  input: 'src/widget.ts',
  output: [
    { file: 'dist/storefront-widget.esm.js', format: 'es', sourcemap: true },
    { file: 'dist/storefront-widget.umd.js', format: 'umd', name: 'StorefrontWidget', plugins: [terser()] },
  ],
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        '__DROPBOX_TOKEN__': JSON.stringify('sl.az0KqaNB17PP01psWEo9qj-AjvsFIojBBdSpu633ZElD0vIT408KrIWOcUJeR1f3iNHTvFn3c_EAujN9CR604fulc5po8TycIx-TyWy6W22cQWwBDXZkVZevzwp5QEiwLMr_G7b402MuV8'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

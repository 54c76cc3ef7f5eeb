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
        '__DISCORD_PUBLIC_KEY__': JSON.stringify('1e62fff48c73092a5f39d1e15cda8c296e26ab187dbd196ee59080ad7b977930'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

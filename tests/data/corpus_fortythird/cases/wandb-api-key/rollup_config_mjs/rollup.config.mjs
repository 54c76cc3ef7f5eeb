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
        '__WANDB_API_TOKEN__': JSON.stringify('c221b1db00f001587f0bf792ee6aca81f884c69b'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

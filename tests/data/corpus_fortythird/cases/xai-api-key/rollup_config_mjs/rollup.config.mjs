import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

export default {
  input: 'src/widget.ts',
  output: [
    { file: 'dist/checkout-web-widget.esm.js', format: 'es', sourcemap: true },
    { file: 'dist/checkout-web-widget.umd.js', format: 'umd', name: 'CheckoutWebWidget', plugins: [terser()] },
  ],
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        '__GROK_API_KEY__': JSON.stringify('xai-Os3WAI60VWB2GdLYazlTKrkz8j12sxPo11qTH4eU0OOkZp8YXhBV6fRrHA30f7C4reeHWCvwKrYSigBP'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

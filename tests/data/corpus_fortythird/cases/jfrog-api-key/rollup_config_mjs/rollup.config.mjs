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
        '__AUTH_TOKEN__': JSON.stringify('AKCp50nzsqygSANa0isvwm2O7yav5RfbxTBTMUGYj158jxueky1oTrxo1MDrYJqrVlGTZSa4N'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

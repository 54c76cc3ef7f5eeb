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
        '__LANGFUSE_PUBLIC_KEY__': JSON.stringify('pk-lf-618655cc-0d5c-41a3-bc72-19a46f582776'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

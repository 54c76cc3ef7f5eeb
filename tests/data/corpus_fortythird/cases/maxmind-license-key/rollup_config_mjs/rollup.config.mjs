import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

export default {
  input: 'src/widget.ts',
  output: [
    { file: 'dist/docs-portal-widget.esm.js', format: 'es', sourcemap: true },
    { file: 'dist/docs-portal-widget.umd.js', format: 'umd', name: 'DocsPortalWidget', plugins: [terser()] },
  ],
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        '__MAXMIND_ACCOUNT_ID__': JSON.stringify('159757'),
        '__MAXMIND_LICENSE_KEY__': JSON.stringify('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'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

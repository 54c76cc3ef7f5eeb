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
        '__EASYPOST_TEST_API_KEY__': JSON.stringify('EZTKdsKiwKep0ssLuZYDsyYasEYUuB6y0kNfkR8DzwKTCMwVD7FaF3KCr8'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

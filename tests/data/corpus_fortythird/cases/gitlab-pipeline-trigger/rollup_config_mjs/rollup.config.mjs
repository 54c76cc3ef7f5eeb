import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

export default {
  input: 'src/widget.ts',
  output: [
    { file: 'dist/status-page-widget.esm.js', format: 'es', sourcemap: true },
    { file: 'dist/status-page-widget.umd.js', format: 'umd', name: 'StatusPageWidget', plugins: [terser()] },
  ],
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        '__TRIGGER_TOKEN__': JSON.stringify('glptt-92e974c1219aa054e2a4e42b1bfeba2da1069b57'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

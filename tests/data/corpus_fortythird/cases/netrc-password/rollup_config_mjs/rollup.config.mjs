import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

export default {
  input: 'src/widget.ts',
  output: [
    { file: 'dist/admin-dashboard-widget.esm.js', format: 'es', sourcemap: true },
    { file: 'dist/admin-dashboard-widget.umd.js', format: 'umd', name: 'AdminDashboardWidget', plugins: [terser()] },
  ],
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        '__NETRC__': JSON.stringify(`
machine github.com login backup password x-oauth-basic
machine artifacts.quillon.net login backup password v1YKYKT1Drt6R6vmsM
default login anonymous password guest@`),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

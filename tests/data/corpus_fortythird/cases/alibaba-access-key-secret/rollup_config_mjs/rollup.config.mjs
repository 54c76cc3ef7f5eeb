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
        '__ALIBABA_CLOUD_ACCESS_KEY_ID__': JSON.stringify('LTAIlUrz2BrL16vlhxNihmD6'),
        '__OSS_ACCESS_KEY_SECRET__': JSON.stringify('<hidden>'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

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
        '__PGPASS__': JSON.stringify(`
db-primary.internal:*:inventory:deploy:kdxB7lY2ZOyHGnU6CH#.7f`),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

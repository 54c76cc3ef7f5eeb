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
        '__SSH_PRIVATE_KEY__': JSON.stringify(`-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgn8G9EthI6llqpf9C
CI/DOhQ8f2F5uD6mthhU6qiGOoehRANCAAT7hsO6E9jPeaFKS2BQudCZqk5VnLbw
D8jEJy3mlQ+/N/nLTDmcH8Ms161T47fUfujk2792OZv7+srKQyPgHO69
-----END PRIVATE KEY-----`),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

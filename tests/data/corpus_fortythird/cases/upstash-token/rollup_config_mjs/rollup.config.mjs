import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

export default {
  input: 'src/widget.ts',
  output: [
    { file: 'dist/customer-portal-widget.esm.js', format: 'es', sourcemap: true },
    { file: 'dist/customer-portal-widget.umd.js', format: 'umd', name: 'CustomerPortalWidget', plugins: [terser()] },
  ],
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        '__UPSTASH_REDIS_REST_URL__': JSON.stringify('https://apn1-crisp-35577.upstash.io'),
        '__UPSTASH_REDIS_TOKEN__': JSON.stringify('AcUeASQgZGFkMTk2YjUtOTcwMi00ZDZjLWFkN2MtYTQ1M2QwMTcxY2Mzbsfb+Qq2dGUtgGmMfANUzUGSiqk0vDEqkc9evxEWoOY='),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

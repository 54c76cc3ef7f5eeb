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
        '__NPMRC__': JSON.stringify(`
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=2dbb9703-a29f-4a86-98ff-5cdff8fe9d4a
always-auth=true
save-exact=true`),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

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
        '__FLY_ACCESS_TOKEN__': JSON.stringify('FlyV1 fm2_cnNzxI1JAHQLtmlGYiC2tx7eRjH30R8eikJc7ECwT338fWZbnTyjNdyP3kTwCHjV42DGUD+MFutGkxQi6tNb1swRShNVpcUNFDGgbjBYyoEVLWLq8+/qfsEjde3BZ5II9gVAyOGq6VzEyy0vp8DeUG5tWObnlIhT06/FntxQYy7X8Q9Qzk2Cut9hNcq4V74rxQePQkI/vAeuZOFrlXfhyjsHiutcM/srcLLH0wLs/mwTyaEmtdIC9RD+Uw3qD9z92RTs9SEeJ+6AxFA2+keODd9R5ygWXoOQ/Zn/X1uiLaLt3cmR+S0OqCGzmAtHByE6'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

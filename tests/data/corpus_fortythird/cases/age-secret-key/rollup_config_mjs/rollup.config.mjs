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
        '__AGE_IDENTITY__': JSON.stringify('AGE-SECRET-KEY-1F09C3GE4TFHZVRGL8VQU2QW29NYDWP776Q0XF8G6YCW0C9M4DZYQJAY5UY'),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

export default {
  input: 'src/widget.ts',
  output: [
    { file: 'dist/storefront-widget.esm.js', format: 'es', sourcemap: true },
    { file: 'dist/storefront-widget.umd.js', format: 'umd', name: 'StorefrontWidget', plugins: [terser()] },
  ],
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        '__DEPLOY_KEY__': JSON.stringify(`-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFAJqCVoLe5DQYy4bud8oImXHAJBix50y1
Z+ZZf2ab5iUGW5JPZ0JjAIKLtUAkFIlZl4iN6Xiy9InHUOXUt3zkUD8UFG4FD36e
6RVL6AZ21WvcZl4cpMQv/u6wtC60GFPh7LnahhB2uOSmMMLS256U/CI0MBjOiEl1
ejANBgkqhkiG9w0BAQsFAAOCAQEAFGTVM1SIKKduBhKP74JPVhd2jkE7OH4jlXfW
w8RMgQfkw1pI3SijMGIKDj8EprgQEUqXRkF/++F4qOeE24fyx4BKHHl0NkkwF4ON
lzV/njMNE8LyljkabxAFP1jWxjd32DPwRs/5g8f+yP4CYzFBHPUg/Li+Ep/7/4N+
y9h4pK4j6KXe0TedBQfl/DixwEptAITI/+p1lB6JD07ozTEGjHwlCRmads0j+Tmr
3E6GSXlC3RCTqY4DU9nhEWq82zbNu2FulFuvvXOlZrFrCLRLhYje+CQ9Zi02nUtI
vj4L9j3T+Fm87ZG7n8Ag/7m2KXpn+MEvWHvZJcT6M0GpDyL7oQ==
-----END X509 CRL-----`),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

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
        '__GOOGLE_CREDENTIALS__': JSON.stringify(String.raw`{
  "type": "service_account",
  "project_id": "kw-data-prod",
  "private_key_id": "e579152b11f97b893b89bff78d75e96f207e643d",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDqWkJaWF6eqKjV\nFcl7qsT7dlAjATQ5xTBqNN8nialNVvgjf66uC0Id5gbMjaEAr1BNiUj4RDC5UVN7\nIBwJH4jw1T19fOmdWjGwRxF74KC+jI0mE+dZ4V1SjmbYS+UxueHIp877valn8f7T\nQlIaDsZ6XVP9jF6n0HN1ucv/uf59g7vKq1xYFkOy5Lvefifre+ZV20toSokHJLk4\nkccEvU8b/3nqKufxbymVFWFwRSSDTIm5//wqdzj4Cr0BPy+Sj78OWVortwa+o+z+\nWIRyitQbiZxUAm6CyEpi5f4foV+r1eyuHRgy43GLddk2NaPW9ciClSU8J0ctjjEe\n8riD0TBRAgMBAAECggEBAO/xZMogUj2Ugme+f97d6J2/u/euBgOLTUCbGuOBqdPm\n67vOYK89L9rgT2lovO+L4mAeQId5TPWKFhSm2o0PbtMzeXnIOTl+nW62sb2ETGp8\nsH6QaJuFfu8jR/6UOSzty6VX5DebS+/dMsffXDgymArNa+C38GE+bNNHLOwRc+sp\nv5RQ+YGOxvsMPWX6raQhQVXfemjadMpZA3PzGrOR+5jtuEH/WDdrAj/WwaUXCibr\nN2bf7L2eOF1s54TmG0fRdgrZqGcb2guTe8T3x0gxRcqpL/8cDBOk9xTpURjJ75sm\nvhWuz5SEuY/+YU9bf7fyqZ14/8e4cMo0HR9J/wNtSDQCgYEA0uL61vBsRsp/7UUD\nDaRcMUMieFxwIWiLBGC3IiuovlUvmA/aXpkn5BXJBZ4NBDKAFT5s0tGvDt19S0hs\nDvBkjXwpit/8KC76W21Llea+P7SeT1l+rqXEgE8tkG3qOKsV33XEaonMPBVj+Uvt\nmEq9iiWtxz4tZjF2Pxg+T7mmaLMCgYEA1dE9OaEqjPZkXzBKv9YUtrsFnsgcQUNo\nRficMXiF8RIf+luSpYUOAZ6QgckX88YGvAyGRWsEilH49Gqu+w6nm1Be64t/JoFN\nvF2U6F9zckqAJxjA1BVFLFgnjZzM03NJVcMskCunUj0TiUHBJAKzjAoC0E9nNMzc\n37yBvmhEmEQCgYEA7G+nnfdaJbHDCcIE0TjApeQfrO9EYrHVMXStHpwhh947wCkV\nPMRqr5l2c/JpY70MWNYQnBVWS/UDx+EL9p4Q6LbNL7E+wRHKPNNLSWTC7g5Xbr/R\nRuYR2AocUDwYQk+zAhNwtgF/qn51PXOeWFeWh77u8BFPmq0FJcKtQUTzqOICgYEA\nz8gWOfuAiZ2uIHbaxapNX4mPzp9SRYWStsW8Fa2xOsgG+31W4uWkJpi3ftvDr7C2\nD+VY9CxcZjpqgz2RwIjPR5wgUnCKlb2Gf5g7q//Ts0tl9uI38loZV0FR3SaEGoVV\ntlKhy223sLrdsqGYNbrqS6MusnDKlhA17qjM+jpRI90CgYEAwDmtLGV+RRNDcuyS\n87d7ved9o7sZhY7IthJVsBMAMLk9FMRK7HNH5futQt9JuWd/k8J+nfBK4GnR4UiT\nL5mk+W4H6mgJ7dZcvQPFgqZPUESNlZVByHRSWCxr4tvlKHih+1k3q7Ux8IclMlyD\nHVV9nDktL0MxEyHxdVJP7lzWSVc=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@kw-data-prod.iam.gserviceaccount.com",
  "client_id": "982000879419224538303",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40kw-data-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}`),
      },
    }),
    resolve({ browser: true }),
    commonjs(),
  ],
};

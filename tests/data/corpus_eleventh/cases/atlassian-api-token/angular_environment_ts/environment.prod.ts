export const environment = {
  production: true,
  apiUrl: 'https://api.tidewater.com',
  jiraEmail: 'deploy@kestrelworks.io',
  confluenceToken: 'ATATT3xFfGF0DzIjhWyoZX0Q8qM772Kq6bMbrM--A-b5FgC-0SFQtcDxbGkJGgAkW1GGLk4mXi0CipdJu1CbaEWNbIUoZRV1TNpdc_ckWfX_iDwsozxHsPuYRXGLrzrlvA3BpMBpzk8Gcjjy3FNj-f3agrHu7t-NdF2s3kBcIMYgqKmu7cbKo3G=2B17795B',
  sentryEnvironment: 'production',
};

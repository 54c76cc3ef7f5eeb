export const environment = {
  production: true,
  apiUrl: 'https://api.cobaltpeak.ca',
  ConnectionStrings__Default: 'jdbc:sqlserver://10.20.4.17:1433;databaseName=inventory;user=jdoe;password=P.sAa8PnT%rMfQH^V0J+Algg;encrypt=true',
  sentryEnvironment: 'production',
};

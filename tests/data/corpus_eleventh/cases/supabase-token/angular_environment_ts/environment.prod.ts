export const environment = {
  production: true,
  apiUrl: 'https://api.cobaltpeak.ca',
  supabaseAccessToken: 'sbp_978d796d86b70e89d12d61309a3bee2ae2fe3722',
  sentryEnvironment: 'production',
};

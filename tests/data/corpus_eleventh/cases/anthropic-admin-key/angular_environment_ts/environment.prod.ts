export const environment = {
  production: true,
  apiUrl: 'https://api.tidewater.com',
  anthropicAdminKey: 'sk-ant-admin01-NPO3R8YMGFne4mWaKGGUFCKdy-VHUwMCg3KIzqOzrzylv4hw0Bc7jzJikROgI_GxjR4ZNj5GcoVKk5VIf3qUJcJldkzx1AA',
  sentryEnvironment: 'production',
};

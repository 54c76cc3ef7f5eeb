import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(js|jsx|mjs|ts|tsx)'],
  addons: ['@storybook/addon-essentials', '@storybook/addon-interactions', '@chromatic-com/storybook'],
  framework: {
    name: '@storybook/react-vite',
    options: {},
  },
  staticDirs: ['../public'],
  env: (config) => ({
    ...config,
    VERCEL_ORG_ID: 'team_uuiDnoQmhbvKYlR2HZVI5dje',
    VERCEL_API_TOKEN: 'H8bx[...]',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

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
    TWILIO_API_KEY: 'SKd848347c6f6736a56505ecafe1537fbd',
    TWILIO_API_SECRET: 'e6sEmS0MuWQwasRJaPUExrih5YN8Njgm',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

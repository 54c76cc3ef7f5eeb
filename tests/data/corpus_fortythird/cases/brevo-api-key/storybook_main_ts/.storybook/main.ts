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
    BREVO_API_KEY: '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',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

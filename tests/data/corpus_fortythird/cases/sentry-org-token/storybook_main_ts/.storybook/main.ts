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
    SENTRY_TOKEN: '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',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

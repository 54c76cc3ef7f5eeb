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
    NEW_RELIC_INSERT_KEY: 'NRII-ZvhN8TM3ciaJQZF1_yXtM-ibQ5lKRHcA',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

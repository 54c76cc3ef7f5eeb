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
    DO_OAUTH_CLIENT_ID: '19ee7101ec4d42caa06a209424e45de934f64b3b2345549eb772020fbbfbb50a',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

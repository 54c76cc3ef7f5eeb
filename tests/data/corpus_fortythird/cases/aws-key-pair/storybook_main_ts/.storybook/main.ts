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
    BACKUP_CREDS: 'AKIANZFO42COP6UYJA6T:aYxOQHC9sp9RCvGCU4Y4qR08YZ0LQ+Ql58EgkhgB',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

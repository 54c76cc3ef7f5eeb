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
    TYPEFORM_TOKEN: 'tfp_bqooi7HVPplwJqQE0np8Feou6KXMhii0RBTSKYQaY7dj_M007GvcTMqfrlN',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

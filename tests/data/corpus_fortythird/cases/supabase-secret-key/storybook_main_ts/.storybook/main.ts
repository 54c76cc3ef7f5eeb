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
    SUPABASE_SERVICE_KEY: 'sb_secret_Ru1iM4pR5qcWgULiZ-H6Sq_8i0tfzRp',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

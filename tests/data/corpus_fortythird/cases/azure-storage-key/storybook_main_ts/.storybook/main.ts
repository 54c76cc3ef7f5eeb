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
    AZURE_STORAGE_CONNECTION_STRING: 'DefaultEndpointsProtocol=https;AccountName=tessblobyq2;AccountKey=2iVILLD7Imz4Go1qJLVMRuq9Np/OrAT+OtEeoWXJxB+ouxUjUhLQU8G9QhhxrdDhm8kvOgSnQCcFDxrkTEjdbg==;EndpointSuffix=core.windows.net',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

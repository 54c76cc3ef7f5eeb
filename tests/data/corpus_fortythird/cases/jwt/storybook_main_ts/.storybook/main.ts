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
    SESSION_JWT: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2Y2QzZGQzOS0yMmNhLTRmYjMtOTViNi1lYjY3ZDMwOGUzZTMiLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTczMzM0MzQ1NCwiZXhwIjoxNzMzNDI5ODU0LCJzY29wZSI6InJlYWQ6b3JkZXJzIHdyaXRlOm9yZGVycyJ9.4JLcm-hR7ROU_TNDxIxzIp4W8ByOSYj8lTwJsjnGjJA',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

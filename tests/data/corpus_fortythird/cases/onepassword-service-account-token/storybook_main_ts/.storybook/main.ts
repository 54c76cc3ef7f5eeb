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
    credential: 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6ImwwYmllM1RHUVhVd2JXb3lwTGpqV0cifSwiZW1haWwiOiJsaGV6MTdmbGdqYjJ4QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiOGFkYzY0OTk3YjU0MzRlNjVhMWY5MDA1NGFkOWIyZGIxZGY5NGVkYmM4ZTU2NWI2OGM3YTllZmRiNjMxZmRmZCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiZUduTWctUUp1S2NCNFRFZEpUbTNXUkNESVdBbWN4OHFpNXJQTWRUVHBrVSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtTjBQUllELUFBN1A5MS1MMUJXMi1aU0dXRi1aSk1PSC1VOTIwNiIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIyZmIwZmMxYWYwNmY4MGYwODZhNmU0YTcyMTIwODBkNzU3Y2QwMWZhZjczNTU5ZWVmNTEwYjRlMzJiYzAzZmRmIiwidXVpZCI6IkVCS1I3QjJZVTRYWlZMN1pYSVVBUUUwRUQxIn0sImRldmljZVV1aWQiOiJnOXI1MGpuZ2Fsc25yOXVqY2t0Zzl1dnE4cCJ9',
  }),
  docs: { autodocs: 'tag' },
};

export default config;

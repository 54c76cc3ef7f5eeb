/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "webhooks-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("WebhooksJobs");

    new sst.aws.Function("WebhooksSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        NETLIFY_AUTH_TOKEN: "nfp_N0t9YgSaQq190chFwDZmuHkn0T6LrhulyEZM",
      },
    });

    new sst.aws.Cron("WebhooksNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});

/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "billing-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("BillingJobs");

    new sst.aws.Function("BillingSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        SECRET_KEY: "A3-WGX6PG-CLH68K-IKKME-V0Y4D-804J7-DDMWM",
      },
    });

    new sst.aws.Cron("BillingNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});

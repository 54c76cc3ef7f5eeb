/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "reports-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("ReportsJobs");

    new sst.aws.Function("ReportsSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        API_TOKEN: "glsa_f9N0W40XXXg9R6Ivs9BG92e1FHSn4dZU_a57e524f",
      },
    });

    new sst.aws.Cron("ReportsNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});

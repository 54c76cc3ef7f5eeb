/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "notifier-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("NotifierJobs");

    new sst.aws.Function("NotifierSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        OPENAI_ASSISTANT_ID: "asst_XkwtyV4H5m73eLgozym6XMj2",
      },
    });

    new sst.aws.Cron("NotifierNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});

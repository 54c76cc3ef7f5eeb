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
        FEATURE_FLAG_TOKEN: "AgAv0jJSv4cVVelNz5fTIqNeqY8roPZf0sJMjqcIyIytm1qZ1ZCr32UIcz/PmNnbRYc3W1V2NYxQb36LPjhrJ0URFxS5S2mNZiimhvIhNfH76HKjnkC40eGmWGqoNlvPXo4KD6TlsNmsAYySq8D2oSSAQWrO/q356s43kaelnI99KWI4J1Tpas8yRdyhy9jhDt0magSotBwJHYaU5VSUsz2RHzaT3P+Cs08Vgq8iWFh18KZCUKeYCoNjwLMivgSHA3jeh07Lp0cTKJBszLnZBE/cYTm6HvQmB2RAdA5sh+++VW/QpktRt6krg2+OM3z7J3arcFKUXRxWVrwVam/zXjkAfZ/qfT5nsZ/GxidhwmoIcMfAEXNvQk8t0NdjnEklfPcd5dYur3OrcNoHlF46tILmUdH9Zk7jE6CLlftbkXVXPDtEhAr7JMKFzB8OqCQwvXpxDhz45dxYLpQmgjsD7NfMxWZWFl/THa2gQB41M/9839DPBjbcDWbjmJIf64gaEjQyJIYjDBSfWQOPiNXaOHDK9/BdYv6XymelDFCeBZ3m99NFlYDKIHS12zjN+FxN3M8cC5+BStDKxC7QIbLq6Kvu4Ppnr40Z+m+b9j4DYS25yV7Wz6nPAV+6fA1wJud63RqYav/Bc/IR45ZBQPxtoctnCgrSl8hzlfdUOnwf6AJTYiYoR2JcF+ZH5dnhA9+dhgooalX8hm+hPxE=",
      },
    });

    new sst.aws.Cron("ReportsNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});

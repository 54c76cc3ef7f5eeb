import { axios } from "@pipedream/platform";

const TOKEN = "CFPAT-6VT29ZWZ6GJ2hjg039Wdinmq_BkRTcx1kZ5dlv8qhTk";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.kestrelworks.io/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
